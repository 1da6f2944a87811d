#!/usr/bin/env python3
"""Measures how `section-index group` files a list of names in several
languages: the share of records whose answer (section title and place among
the records of their language in that section) in an index of several of
Chinese, Japanese and Korean equals their answer in their own language's
index alone (issue 35's invariant).

Usage:
  swift build -c release
  python3 Tools/evaluate-languages.py [--tool PATH] [--show N]

The list (fixed pseudo-random pairings of names typed in this file; the
Chinese surnames are among the classifier's, and the Japanese tables know
most of the Japanese names, so the figures are an upper bound for names
outside them): Chinese names, Simplified and Traditional
(the Traditional forms through Unihan's kTraditionalVariant), from 100
common surnames and 85 given names; Japanese names, with and without a
space, from 100 common surnames and 59 given names; Korean names in Hangul.
Each record's own language is the list it came from; its own locale is the
index's locale of that language (a Traditional name's own index in
`zh-Hans,ja` is `zh-Hans`). A record counts when its title is the same and
its place among its language's records under that title, counting only those
filed under the same title both ways, is the same (one misfiled record does
not move the places of all after it).
"""

import argparse
import bz2
import collections
import os
import random
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNICODE = os.environ.get("UNICODE_DIR", "/usr/share/unicode")

CHINESE_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
    "姚卢姜崔钟谭陆汪范金石廖贾夏韦傅方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
CHINESE_GIVEN = (
    "伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 霞 平 刚 桂英 秀英 秀兰 建华 建国 志强 志明 晓明 丽娟 "
    "海燕 文静 子轩 梓涵 一诺 欣怡 雨泽 浩然 思彤 俊杰 佳怡 宇轩 诗涵 嘉怡 鹏 斌 辉 宇 浩 凯 健 俊 帆 旭 宁 龙 "
    "欣 佳 怡 婷 雪 慧 琳 晶 颖 鑫 丹 萍 红 玲 峰 燕 梅 莉 倩 晨 阳 博 亮 国强 美玲 淑芬 家豪 志伟 雅婷 冠宇").split()
JAPANESE_SURNAMES = (
    "佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 清水 "
    "山崎 森 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 "
    "斉藤 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 "
    "上田 原 柴田 酒井 工藤 横山 宮崎 宮本 内田 高木 安藤 島田 谷口 大野 高田 丸山 今井 河野 藤本 村田 "
    "武田 上野 杉山 増田 小山 大塚 平野 菅原 久保 松井 千葉 岩崎 桜井 木下 野口 松尾 菊地 野村 新井 渡部").split()
JAPANESE_GIVEN = (
    "翔太 大輔 拓也 健太 誠 大樹 翔 達也 亮 直樹 和也 太郎 一郎 健一 浩 隆 大翔 蓮 悠真 陽翔 湊 樹 悠人 "
    "颯太 陸 海斗 拓海 蒼 優斗 花子 陽菜 結衣 美咲 優子 恵子 裕子 由美 真由美 愛 美穂 彩 明美 結菜 葵 凛 "
    "芽依 莉子 美桜 結愛 陽葵 心春 紬 美羽 咲良 七海 千尋 麻衣 舞 さくら").split()
KOREAN_SURNAMES = "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전".split()
KOREAN_GIVEN = (
    "민준 서연 지훈 지민 서준 하은 도윤 수빈 예준 지우 민서 현우 지현 은지 성민 영호 미경 정훈 혜진 동현").split()

LISTS = [["zh-Hans", "ja"], ["ja", "zh-Hans"], ["zh-Hant", "ja"], ["ja", "ko", "zh-Hans"]]


def traditional_variants() -> dict[str, str]:
    """{Simplified character: its first Traditional form other than itself}."""
    out = {}
    with bz2.open(os.path.join(UNICODE, "Unihan_Variants.txt.bz2"), "rt", encoding="utf-8") as f:
        for line in f:
            if not line.startswith("U+"):
                continue
            cp, field, value = line.rstrip("\n").split("\t", 2)
            if field != "kTraditionalVariant":
                continue
            c = chr(int(cp[2:], 16))
            others = [chr(int(v[2:], 16)) for v in value.split()]
            other = next((o for o in others if o != c), None)
            if other:
                out[c] = other
    return out


def names() -> list[tuple[str, str]]:
    """(record, its language: zh-Hans, zh-Hant, ja or ko), each once."""
    rng = random.Random(35)
    variants = traditional_variants()
    out: dict[str, str] = {}
    for _ in range(500):
        name = rng.choice(CHINESE_SURNAMES) + rng.choice(CHINESE_GIVEN)
        out.setdefault(name, "zh-Hans")
        out.setdefault("".join(variants.get(c, c) for c in name), "zh-Hant")
    for k in range(600):
        space = " " if k % 2 else ""
        out.setdefault(rng.choice(JAPANESE_SURNAMES) + space + rng.choice(JAPANESE_GIVEN), "ja")
    for _ in range(200):
        out.setdefault(rng.choice(KOREAN_SURNAMES) + rng.choice(KOREAN_GIVEN), "ko")
    return list(out.items())


def group(tool: str, locale: str, path: str) -> list[tuple[str, str]]:
    """`group --names` of the file: (title, record) in order."""
    result = subprocess.run(
        [tool, "group", "--locale", locale, "--names", "--format", "tsv", path],
        check=True, capture_output=True, text=True)
    return [tuple(line.split("\t", 1)) for line in result.stdout.splitlines()]  # type: ignore[misc]


def answers(lines: list[tuple[str, str]], records: set[str]) -> dict[str, tuple[str, int]]:
    """Each of `records`' title and place among `records` in its section."""
    out: dict[str, tuple[str, int]] = {}
    counts: collections.Counter[str] = collections.Counter()
    for title, record in lines:
        if record in records:
            out[record] = (title, counts[title])
            counts[title] += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build", "release", "section-index"))
    parser.add_argument("--show", type=int, default=0, help="print N misses of each language")
    args = parser.parse_args()
    items = names()
    language = dict(items)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as f:
        f.write("".join(record + "\n" for record, _ in items))
        path = f.name
    try:
        counts = collections.Counter(language.values())
        print("records: " + ", ".join("%s %d" % kv for kv in sorted(counts.items())))
        own_cache: dict[str, list[tuple[str, str]]] = {}
        for locales in LISTS:
            mixed = group(args.tool, ",".join(locales), path)
            parts = []
            for kind in ["zh-Hans", "zh-Hant", "ja", "ko"]:
                family = "zh" if kind.startswith("zh") else kind
                own_locale = next((tag for tag in locales if tag.startswith(family)), None)
                if own_locale is None:
                    continue
                if own_locale not in own_cache:
                    own_cache[own_locale] = group(args.tool, own_locale, path)
                # The records of this language that the own index answers for,
                # compared among those of the same language (Hans with Hant).
                same = {r for r, k in items if (k.startswith("zh") if family == "zh" else k == kind)}
                mine = {r for r, k in items if k == kind}
                # Places are counted among the records filed under the same
                # title both ways, so that one misfiled record does not move
                # the places of all after it.
                alone = dict((r, t) for t, r in own_cache[own_locale] if r in same)
                here = dict((r, t) for t, r in mixed if r in same)
                kept = {r for r in same if alone.get(r) == here.get(r)}
                want = answers(own_cache[own_locale], kept)
                got = answers(mixed, kept)
                good = [r for r in mine if r in kept and got.get(r) == want.get(r)]
                parts.append("%s %.1f%% (%d/%d)" % (kind, 100 * len(good) / len(mine), len(good), len(mine)))
                for r in [r for r in mine if r not in good][: args.show]:
                    print("  miss %s %s: %s %s, alone %s %s" % (
                        ",".join(locales), r, here.get(r), got.get(r), alone.get(r), want.get(r)))
            print("%-16s %s" % (",".join(locales), "; ".join(parts)))
    finally:
        os.unlink(path)


if __name__ == "__main__":
    main()
