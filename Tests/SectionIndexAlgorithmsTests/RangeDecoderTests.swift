import SectionIndexAlgorithms
import Testing

/// The range decoder's models against what Tools/rangecoder.py encodes:
/// `fixture` is its stream of 2,500 rounds of five models' symbols (written
/// by the script in `sameSymbolsAsThePythonCoder`'s comment), which must
/// decode to the same symbols, counts halving included.
@Suite struct RangeDecoderTests {
  /// The rounds' symbols, from the generator's pseudo-random numbers:
  /// a yes or no, one of 5, one in a range of the 40, one of 1,500 (the
  /// tree; mostly the first 40) and one of 64 (a tree exactly a power of
  /// two).
  private static func rounds() -> [(Int, Int, Int, Int, Int, Range<Int>)] {
    var state: UInt32 = 12345
    return (0..<2500).map { _ in
      state = (state &* 1_103_515_245 &+ 12345) & 0x7FFF_FFFF
      let r = Int(state >> 8)
      let low = (r >> 5) % 20
      let high = low + 1 + (r >> 9) % 20
      return (
        r % 7 != 0 ? 1 : 0, r % 3 != 0 ? (r >> 3) % 5 : 4, low + (r >> 13) % (high - low),
        r % 4 == 0 ? (r >> 4) % 1500 : (r >> 6) % 40, r % 2 != 0 ? (r >> 2) % 64 : 63, low..<high
      )
    }
  }

  // Tools/, python3:
  //   import rangecoder as rc
  //   F = rc.Frequencies; e = rc.Encoder(); state = 12345
  //   m = [F(2), F(5), F(40), F(1500), F(64)]
  //   for _ in range(2500):
  //       state = (state * 1103515245 + 12345) & 0x7FFFFFFF; r = state >> 8
  //       lo = (r >> 5) % 20; hi = lo + 1 + (r >> 9) % 20
  //       m[0].encode(e, 1 if r % 7 else 0)
  //       m[1].encode(e, (r >> 3) % 5 if r % 3 else 4)
  //       m[2].encode(e, lo + (r >> 13) % (hi - lo), lo, hi)
  //       m[3].encode(e, (r >> 4) % 1500 if r % 4 == 0 else (r >> 6) % 40)
  //       m[4].encode(e, (r >> 2) % 64 if r % 2 else 63)
  //   print(rc.to_text(e.finish()))
  private static let fixture = [
    "]gvUtd^$}]>I9m82ge~%2jti6Ap-g'df?Lhb?]2)&~Blhf'760P74&$_>p{PB|@%b<,zw(X,CQ}Er7%EME0*(PuSPr",
    "<${lrN5CpM/a*5fET*L}54|$`=]W|LZdq>zeR62_G|s;r`/kRPT$n,I*b[2U;{{N~%+;w$;/wHlE}LSZ_5H`;F_g53",
    ",8dLs6DfJSFsg>GG8o-~:K'E$(3hb2'%VW+?/7Sr'&6QP)UcYf1&TLN`>2ZYL<X4hD'>h6=6ZE<bv5D*FE7^U)1<]?",
    "[-chb0U1]>XdcG7e/hs{baBKXZ7czW<fl|TbOr/XA7I/[,i3hX;UXyR6rb8ZGc(5^7)ZhoC&z-$HBqNV3,D}s:uzry",
    "d/1mWHr9hA0KO+s*aOU<5qIUB@OumQ<E3n;9,~7ZPF.Mt)Z01lMq&Za/'/E?(bV8r6p]^}>{Obt7w$PXR'CZ?%mrBf",
    ">Sfc]de?uZ_Fz4RF?h??3vm?DX7<t8H%tSIZM'(_[{ut@ad^=.GZOow-5`%GU*]U<NYd{dexTvo`$F0.-ys?O-VTwi",
    "_cHtZ$sc*d9hvUQ?$3qgM>ryZa$M/'?p?wFXh,Fj8?oqW6<)[3[>AVs]<,88*R6h1XNQyn0W(~B7}>NbYSX}VdUl}/",
    "DQV;=`Erc>3~~s^+ql_ECXj$<Xt?r^%>aX18MF).%Qr)p1coNZ]bq5+B`~@00Ii25dwgPm(<4u.0%}aj`IbL+3N(yS",
    "a;yk'+8F$aVM&:8Wj.0'*0~~CWBFXpNYNflD+.KH*/>xD2b<V*8xzSq_Z2Ip${Yh%$%pHSX9c->-s2.feo$Hh[1M]r",
    "A8KvK6$Aw]D>eTEVU>,X,?yy4^cAK`?YgAQ8HRU]J]WN5(HB,}Z{ts9OJk)L`]6^y.,W++6SLItRbU^3D;Vyd>4~lA",
    "Y&1rR:Sg?.UU6i.:Mq5$JV7NyeC8vp-6PX<a)u%NAR}^LXi'Ld,Vik|1gnS@Y'j.5G]k>[Nm6]uOyh:20=yWiR5AD'",
    "=P~MZ7qP:<(`uSFRU{xxeTJg_I7Y&23<n~jD{ju-@E}y*5}qsW_}$$g/t<t<Kj/u(($T@o`2T<KWg%Y<dP=(SW^k)9",
    "&Cl$gY~2ZBW@$*J5k(TuIRy_za=*zn-]{dm:0K(Obv$[}L'|5B?JU)g,:Y,4';QvCBOly<G|n9(4?5jxU'j2'Wg8*8",
    "A54%I:A9)'Z.aJ0F,=QaRN+8`B^oOmAg1Y*O3Z,1,gvub/400*3Aysz,n?KCbMBr~8.uai:3TAD7$wNg+I5rOcRW5Q",
    "W6*]Y.0hh]=4><^T80WZU-:ik?dDmLTZ5(7E_+VJexG}4b?5Yx${4T^*yC;<5}4UA4c>Y29q`vq'AM-z<Tgzy=6wT_",
    "Zihn6JV?Im(l0_M%]NOhR[J;N`jVAD@&W(=LrkF'7>ow_WgBp+Jd.oL=<La,H7D`1/UM*zOvlcKA^vcS6HB2Ff,9>+",
    "72x4&GTS8&MJc~V9.Wx6;V3w?89$f`=FnsS0w9,W,-H)o0Cf8y6iXqx]/o(T*d=*o@|PUCJ4C7}F77tM>GY%{(y(v)",
    "*pSjfV@dE;^'d$WB|]BX*[1],2AW}k6&<,EKRF`6&5X{q;@lI]&2C+|I=?2]0DVavPwPpw,tt)$32TZ3+WUnvPnt+u",
    "9Hr,Ud,RdA:y<L[DMrhG_'kO[8mFwYPty*v[RvlS*$6Ns'_5VQ$&z}Y.*%oVNj`w>+GhmPH;N_5F;AcZ,M$6)IOFtL",
    "[+dCm9~p9IHaCAh-z$7YTT*d,+|gteN):^=%_VPr`3Pmx029$I%85D$WkqblFbU]BB2-U8UTt4*.sA^l%,adT@7ufN",
    "U+O0b`9B'wFoNcm>+9R'Num7@TneJuBzG8f4<%PpW:^^5<j5VgNo)~'I6ZA)0~{bg(=tO_P_%_,fE6>x]/^Rn_lItS",
    "9[tALDDg>]_X.h/X2@.i:,?J76&IzT8SwPZ2kU@=B;O?4CnDUU0%$aa9`vay$jDqB>eg*HBdrG*V[_II4V|&JQQqt0",
    "c$vyf_gS@tTg14&2C)'HKAc0JKHU9RV<`|PUHVioQY<MDNmYSC)L@[$EDo}*)'pTSMNS9/7xD?rCb9uA,)i&7G~i2+",
    "?c~>V7oA7Uc}%R-X>D3mI+:Xm%&RfUSClJY^V3.H(nR.`59EQ|eHbBR-|,/(P]xZR:GA,AIB/Y:S}hxv2'QshXa2a_",
    "DFFT07r&2Yd)5tfDCpPy>X'2q>7~p1QKoBW=~9oFC_e:DV^/;]aBBD9cYa$=)ZP-,333.=Pkl'?P/LBDDX+B$bJ[dG",
    "@.-~(,>y@~WgbcK_]I$T&;<P&N<}c.XNqQPCN@jxP_L.?+H=/`HLY}t;cnw8@0CL|[iZEsa;JT8<^TX]UW)1O9cX=H",
    "JM},r3W@R[aoB3edn9M}6j0HsV-^s$?F*d@K@Gqg4}+cg>{waW%`6XS<F:n8MpmDiY1Vl~b}P>x)Tlvr:q4@?,{d4N",
    "bStH+=S=,3L}9uX&O.k(bVYl>_MoKu.C^S,Zdy{x2:]q|Qk.0]$g_s4$KV=@ct2D]B|1P,Nb4),'8TpML7hKoQux`e",
    "U>By^16akII>dy/MpT$^b{K}F?b:go3`6aFUVc?CXtDX1X[TyOH&~Lz7T>EKHkF]nWpa`a)u|*aSgdr(NFu08KXoCO",
    "A{NN5W33u9Uf]v&S|f1A+GC-kd+}7L<IQ'mZQ+>.D2pPfQWo?yE)ganZ`|)vY*&DtV)6kj9BO=gW`&{.Ud>d4$-LGc",
    "S~Xp4ABMJ9Xzm*Z</{V>2[X^sVQUhfCJ{&:+YDK&8J<{3]`k&/:>ZejBpnHy`r3w;?k7uPJ3BrS^H%B7Mw&1:Gi,[V",
    "+3vtte.=QR>&ri9VQGM5S<tC@>U^xw&Aeq]/wA.>@{~Pw+MC?Dd;B].P/|O?3(Y@ZJ?<97VWrEkY}%3CQu?iq?8uJ[",
    "HzyO[$of7^Ww}u^=glL&Wn,CqXe[t~>iw(_`WmH()e83oGPc9sX;'kCG&w].cMw'14zuj_T}~{uMgs[qKy'Qs<GjL%",
    ")Y(U|@Y~S+Z}[pM[A;dbAZ'NM;V^y@->gD}>CV;@eoWGZ$N}APEd^*nHc&47E8}ppN:.b_a[jE}.lL|Q%}{F0Gu2$r",
    "Rr'?f*)bOU.xyUQPmYSo2dwlzC-YR~I0RDx[zm.V:lE<|/CQU[(sO^(,%7~)HV=Ka+Ww-E1.r+DY@>E0W-CH?&KJ1}",
    "7)>Ih)2k051+QN)^9K-;bC5yHJ(L3,A6CO}A.69[aYHhgCn3__6ZW9E.qGdO_-XF_DzX72BA{W&b3'yn,40F=^YA7m",
    "IuvZ[*Q<);X^I6nLMH7n>)a^J$9~z'Bjxq{bgS+CWm'iHNO:Vh?ip5;`.aC'PaRXI$sAcwe;,:&GTx=sXO=j<-:}IQ",
    "ZXZ@S+t|J=PD&)0E5cX74g`,::9?LqT;_NYRf}j6]~OKs:vIIU9jIc65u$>(;Ws2YbT6MiO2G%)/4>=l]%G6h'>Cpa",
    "MkIViKv<u:c+j'P96p&z=KWAHXT+LU>j2<][afj?:JG;1,Oi|~1h_4%%zvGsKAQv2I.M|[ENb8jAPoc(H^gYP>]2_w",
    "6fzcjVxUm@e>5A`J,?i%%ZXfZ%?L1[E}KzA[;AwT6/O_5/2*{,Rm`ZT$q%XT>9>261qOvaMs<&vD-l%^-&DPwd8+-L",
    "Q(:4Z,XKRVSr{ET;|i>x`-W=;[w/=fA<=q&.n('I[+ShnMllLj[Qy<=W/rSRV.VJra0o}X?aK@2F%$sdH%z&WAF~X$",
    ".xq5tHlrV(%{a*x)2yA:Z%?_iUPX`E++aZ_EBAuw[4&QI1xY>dIB21F$';x?:(VNjZe3yX4,=x/+2ds:)CB8xN)+@D",
    "2wm{Y^kFk8^$>|$8q5&vc_=w8QV&A<,:~`JP5b}mK']9Me.Df>.^7U:?0$x:%XRErJZ)ma<MGF^cWLr-Ayn;,A)rHT",
    "/-5Vy9Y&{@]FeJ4Ag:Cu;r|s8,)&A'SIXJ{<&2,VQ?bxG`>Z^bQwo7i8+S6lcvuvBPU*xL>ar,AHGXT@5pxiRDZasm",
    "I55o|CRMt,QM7rK,a_OQ8F/]IOHYv0daPv6E:XE4D[f]$F;qA6Q~6Ua-gn;cCPU>LPdl[-eux7&,F*f[9qX$j,YSe]",
    "7kuW5&d*aqI$s4Qc[5Z0avJ^=3/|v95obV&+qTT=`8/eoWs-Zz&Ob3cT%p2Ee=Ad8&$&r6K2[g~@LWhp8dBn5[}KM)",
    "f6zvpA7O)j9f?s?Ll[F_RK%^/-PspnP2hm)Af`i,RPaKq.QO@FaecmBH9g{8Aafc^=LQLUa.1B}1O`x{.x9MiW&}|]",
    "+P1tSdDXy21>Ta*%^WL57)3=,1%7G',RZqw9'jYhH&I3W:l0(?V(w{nDk~a5^Z@wKHAGPOAKxf-,HXjD'4?Gb=Y@PB",
    "CeN'BJ'`0q)y$|,>A875`mm%a$8X5.74'BmLs8x}GLIAc8oXJG%8kg_YcMALUf})/?%&EhHJIHiPSIEbB~+<58t'M*",
    "SU%jtZR/L{0V5r>DmiYSSj.TeQ9rYcSh-mTI]wLK4M|bJE`CeV4;NuDKD-77@){(:cSYG/a}5LGAwof1TAuY^:s3JS",
    "L=,|{J*2g*5shQ.Qp55RVns+=*N9|f7$:X3AX4vLLh'GSM8dN0-lY)LO/gH5EV0I8`GLL0=}^5~M=]aMM>m9,^ggme",
    "T+oy41b}`V+64G9O4[?ten5dpbbYV~V$_EI6A;vR7Ybt,Y@uk*EmO`0Lxx.9ENy{{5,)-JN|CP~]:FJpEWVO{/'HqQ",
    "R=6L1)s``$S^PY%/%``1;N0Hk7:.$[:h}60E=q^PSd>vR%r]bQ_rY5xUo%/wX)ESP+TgFwRvKIE*k'BR-i[@gAvF~'",
    "9fK6O`]D7R1`]B4&q~npc3]F5/a'7s]{:KY`TPYG;H6mz6VEi~(K>L,%Q>ta5:7e{1r8_-2=[e:8uO2*>jZ_oZH&VG",
    "]7^~M14yzuLP^3x6nr/9a]pdbN)mYM5T]kh^o+@0-e|6JB@}L@Ffb{4/Xiq[<iJ/3?MUK&atYd6U%_6fe^y$|Q;aEU",
    "]g3:acF4$W9x=aw9P;&YMv9'jaEKG,+e9v6Sc`_/X~TWWBf'<gHZ)W])p]}^1?xM4Qb:U&NF'^0H-'6O^{H^xGjpHP",
    "LcsOOK;_7c/~=/L$r.^$^jM(r[f|@9]tsDx=UXO2d.12:%:w(<`b+qD=`ii_J_m[O@i&9,ccm-l=}aOwatrhla`er.",
    "J5}$HX+s>NeP*uG*4DV$dbKqa:>1I8K~1fP4*^QTD,l5tKu8$'7YF28=u4kQdVwN37E:t,:'PxJ>03Em41_$`c=?kP",
    "P$+ufBkM@7D5Ak.'@TGi[69OGJ>As6@W1Iy,&$.J:Ot8nX>lo9KA=;}^C-xm%$mn)6U<+0Y44qzCpAlMC+unb2P.}/",
    "7yiaP/Vk<YP>q~0Ikn~I;Qo|]&YiD}'/fJ0'omjXJ7k6x%:$Sp+j>.*[=>>K'<JN9&'au7V$+R1b$@0H;]2krMfR%/",
    "D4UC^P$Z?`]U$3s9EOe/(Zw%>N+?>$d2L$sLv5,(Mk*EYW2RI3*hqs[@P.l79Jd9>WzM_X4wA%ObPaf`5sHmRMJr]Q",
    "=phkp++P2*Mw$5rfI$fb5w'M9R<Jku`'Kgb:rDI-**&N*6OBz&-2-V.2aQ=u-y7$f'1?^W,E3K)0oLF|dM5*(0.g2x",
    "bQ?%c6>+%h,qnnr,tVAk::4E`_:>OWQKGX9ady^7/1,Z^RW7F0MXK8{I='cg)>uQ,3*`DA:w?Y+Eb5<mK1TrhSW<X8",
    "H}PM&AcMJ2X&C}XT'g]>Np6LWafb&L`K%H<`GBxj4N)S7P-p^L+X-Qs+c)cN:W*?d0l[ia^hFnFd=Kf%:z^T.N&y+X",
    "=nYIv=^%_f4o'5u*M|Aw`lwFI&m~5R8f|&m<xF;;^I>pIZoPN/_%aKmP3Lef`N?]9)aajkW/1u{1^XzM==ai%a=(xJ",
    "NZ)K`aju`>=72a@<POoR$6%=JC1Y/G:G3@6K3'_,OuC1L1<jZuZOh/<aq_G+Fu~<v0{Iy^JDMJk&H$Ra19RXs7R9R(",
    "QWOy0/W%Zkb1<0-4k>pU6~aKTNU}C%EPqaPdhiEo),QElAIH?&&wu'F>U](?dKZoyKx,r%'eN*u9)o,rFotC9SClRG",
    "7YYu(HNR2e)c6xx,yY^kL*-+KC.n>7UCXiB^fDa-5)'(XHIn5w%z3|4%fjF@$5NY^LY/21>l95C2oTQ@ddkTyLn^pS",
    ".KVs0<OrYs@C*Uc?PG^tD6`iNUC/6rUT&;~[a8D]bzB(U&*)ld:'H%sJ@4YR42)On;%hHS6{Ye~QIps7Jv6W|2gg6o",
    "XJ~WQ_aAx}QM:6wZHd+/9LhL*@:A;a5=M;VHQmyiWU)zSKGG}=99ds~C2wyjO*.@KI%KI7Wc)0`&.)P.*QUR9UoFJ3",
    "YV$KABJ2}^F[+C@RGrK|(5/b_a6dA{Fw3/>TwrI`Yg~C0;FTv<40^c)I?0}K0vI63*qksWeL&rRZ)^4iN:$/m-Fj~/",
    "@2cx>>a{;?(GZrM+GTS5J%Yii[m15)>-aJx9c0mV5$P0T:3;gD%bT'i%_c0~3'=j;6AQ^fO5HjpV;2S[%F|nKc@of2",
    "Et:V..Voh+)'w`<>9=sVLr:YvLjk0@F%f2K8uHwq+=[=&Eq4u5VCoX1CNtSRN6]PyP}6[o&V,Nl'>J8.QH>4p4mXfj",
    "T^/uW$qqwjaRenr3h,K_1LpZUI&tu@'pfzyO>@t/@vEb8VH`KwPuHXBHBc>[-Se]8+?+0%Dy5o-3Hg3@VtW.&IO,>)",
    "B$vM+,V/%>*S-WJ45Ef97fG1VDvba*QjV9p&qIH-BG|,mYC2$$3jC%_H}g3{cpDJp4I,`.Ygw>Q4bPi*F3:gW4hQM0",
    "=gk83'}||:952?PFXrIVa8xn;/o[I$XX-lW?Vh&%@6O;g?t:E1cm-:jKqPqR$zrTfWL,zz91cF}@oWqN@sEMt.goQ{",
    "Txj:NRvua2FM35zR?-hU^$[Q[X>Y,OJY?ZyL4@8[`xHx^(Oa}Oc:h2f@AR22V;2{$,JWRze%~58[/BSV`@K=91_CG>",
    "OU*Yd/)sV<9*Gn8-bTZE_QLOsIHd}4Y|n<6PSx'u$:yx1C6~@`88iK_$$$$$",
  ].joined()

  @Test(arguments: [false, true])
  func sameSymbolsAsThePythonCoder(yesOrNoAsChoice: Bool) {
    Array(Self.fixture.utf8).withUnsafeBufferPointer { text in
      var d = RangeDecoder(text)
      var yesOrNo = Frequencies(count: 2)
      var choice = Choice()
      var five = Frequencies(count: 5)
      var ranged = Frequencies(count: 40)
      var wide = Frequencies(count: 1500)
      var sixtyFour = Frequencies(count: 64)
      for (k, round) in Self.rounds().enumerated() {
        let a = yesOrNoAsChoice ? (choice.decode(&d) ? 1 : 0) : yesOrNo.decode(&d)
        let b = five.decode(&d)
        let c = ranged.decode(&d, from: round.5.lowerBound, to: round.5.upperBound)
        let w = wide.decode(&d)
        let p = sixtyFour.decode(&d)
        guard a == round.0, b == round.1, c == round.2, w == round.3, p == round.4 else {
          Issue.record("round \(k): \((a, b, c, w, p)), the coder wrote \(round)")
          return
        }
      }
    }
  }

  /// Damaged bytes decode into symbols of the model, never out of it; an
  /// empty range answers the alphabet's size.
  @Test func damagedBytesStayInTheAlphabet() {
    var state: UInt32 = 7
    var bytes: [UInt8] = [1]  // the bytes themselves, as a data file carries them
    for _ in 0..<4000 {
      state = state &* 1_103_515_245 &+ 12345
      bytes.append(UInt8(truncatingIfNeeded: state >> 16))
    }
    bytes.withUnsafeBufferPointer { bytes in
      var d = RangeDecoder(bytes)
      var small = Frequencies(count: 3)
      var wide = Frequencies(count: 100)
      var choice = Choice()
      for k in 0..<5000 {
        #expect((0..<3).contains(small.decode(&d)))
        #expect((10..<20).contains(wide.decode(&d, from: 10, to: 20)))
        #expect((0..<100).contains(wide.decode(&d)))
        _ = choice.decode(&d)
        if k == 0 {
          #expect(small.decode(&d, from: 2, to: 2) == 3)
          #expect(wide.decode(&d, from: 99, to: 200) == 99)
        }
      }
    }
  }
}
