"""The fresh4 families' screenshot pages (split `fresh4`, bench/scan/README.md): looks none of
the thirty earlier families has, after the apps, streams, documents and programs players use,
in fonts the digit trainer refuses (apps/scan_train/train_digits.cpp kReserved). An East-Asian
phone app, a frame of a streamed let's-play, a LaTeX puzzle sheet in a PDF reader, a
Windows-95-like desktop program, a social-media post of a puzzle picture and a comic-book page.
Each function returns a page job as html_styles' do; some carry a `post` step (the video's
compression, the post's recompressed picture) that corpus.py applies to the shot."""
import io
from html import escape

import board
from fresh_styles import fit, words
from html_styles import WORDS, job, played

# Reserved for fresh4: the digit trainer refuses them, no family before fresh4 draws in them.
CJK_FONTS = {"ja": ["Noto Sans CJK JP", "IPAGothic", "IPAPGothic"],
             "zh": ["Noto Sans CJK SC", "WenQuanYi Micro Hei"],
             "ko": ["Noto Sans CJK KR", "NanumGothic", "NanumBarunGothic", "NanumSquareRound"]}
TEX_FONTS = ["CMU Serif", "Latin Modern Roman", "STIXGeneral", "Old Standard TT", "Junicode Two Beta", "Cardo"]
MONO_FONTS = ["Hermit", "mononoki", "Agave"]  # Fantasque Sans Mono: several faces of one name, drawn unlike each other
COMIC_FONTS = ["Humor Sans", "Lobster Two", "Averia Sans GWF", "Play"]
SOCIAL_FONTS = ["Loma", "Doulos SIL", "Averia Serif GWF"]
STREAM_FONTS = ["Play", "Fira Code"]
FRESH4_FONTS = sorted({f for fonts in CJK_FONTS.values() for f in fonts} | set(TEX_FONTS) | set(MONO_FONTS)
                      | set(COMIC_FONTS) | set(SOCIAL_FONTS) | set(STREAM_FONTS))


def font_tag(font):
    return font.replace(" ", "")


def jpeg(image, quality, subsampling=2):
    """The image through JPEG at `quality` (4:2:0 chroma by default, as video and feeds do)."""
    from PIL import Image
    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, "JPEG", quality=quality, subsampling=subsampling)
    buffer.seek(0)
    return Image.open(buffer).convert("RGB")


# ---------------------------------------------------------------- phone-cjk (an East-Asian phone app)

CJK_TEXT = {
    "ja": {"title": "ロジックアート", "level": "ステージ", "time": "タイム", "hint": "ヒント", "fill": "塗る",
           "cross": "バツ", "undo": "戻す", "tabs": ["ホーム", "パズル", "ランキング", "設定"],
           "lives": "ライフ", "daily": "今日のパズル", "ad": "広告 · 新作パズル配信中！"},
    "zh": {"title": "数织谜题", "level": "第", "time": "用时", "hint": "提示", "fill": "填充", "cross": "标记",
           "undo": "撤销", "tabs": ["首页", "关卡", "排行", "设置"], "lives": "生命", "daily": "每日挑战",
           "ad": "广告 · 领取每日奖励"},
    "ko": {"title": "노노그램", "level": "레벨", "time": "시간", "hint": "힌트", "fill": "칠하기", "cross": "X 표시",
           "undo": "되돌리기", "tabs": ["홈", "퍼즐", "랭킹", "설정"], "lives": "하트", "daily": "오늘의 퍼즐",
           "ad": "광고 · 새 퍼즐 업데이트"},
}
CJK_THEMES = {
    "light": {"page": "#fafafa", "chrome": "#222222", "muted": "#888888", "ink": "#2b2b2b", "paper": "#ffffff",
              "band": "#f1f3f6", "line": "#c9ced6", "thick_colour": "#5b6475", "fill": "#34495e", "done": "#c3c7cf",
              "cross_colour": "#e06666", "accent": "#ff6f61", "card": "#ffffff", "highlight": "#fff2cc"},
    "sakura": {"page": "#fff3f6", "chrome": "#5a3340", "muted": "#b08a96", "ink": "#5a3340", "paper": "#ffffff",
               "band": "#ffe4ec", "line": "#f0c2cf", "thick_colour": "#c0607c", "fill": "#d9537a", "done": "#e9c2ce",
               "cross_colour": "#a07f8a", "accent": "#ff7aa2", "card": "#ffffff", "highlight": "#fff0c0"},
    "dark": {"page": "#121212", "chrome": "#eeeeee", "muted": "#8f8f8f", "ink": "#e8e8e8", "paper": "#1d1d1d",
             "band": "#262626", "line": "#3b3b3b", "thick_colour": "#9a9a9a", "fill": "#d0d0d0", "done": "#555555",
             "cross_colour": "#777777", "accent": "#ffb300", "card": "#1d1d1d", "highlight": "#2f2a1a"},
}
PHONE_SCREENS = [(360, 780, 3), (393, 852, 3), (412, 915, 2.625), (384, 854, 2.8125)]


def phone_cjk(record, rng):
    """A Japanese, Chinese or Korean picross app on a phone: its UI text in a CJK font (the
    clue digits are that font's Latin digits), a header with the stage, lives and timer, the
    board on a card, fill/cross/undo/hint buttons with labels, a tab bar and an ad strip; light,
    sakura or dark; part-played with done clues greyed; colour clues in their colour or on chips."""
    lang = rng.choice(sorted(CJK_FONTS))
    font = rng.choice(CJK_FONTS[lang])
    text = CJK_TEXT[lang]
    theme_name = rng.choice(["light", "sakura", "dark"])
    theme = CJK_THEMES[theme_name]
    width, height, dpr = rng.choice(PHONE_SCREENS)
    look = dict(theme, font=font, clues="text", colour_clues=rng.choice(["text", "chip"]), chip_radius=0.25,
                weight=rng.choice(["normal", "bold"]), thin=0.5 if dpr >= 3 else 1, thick=1.5,
                cross=rng.choice(["x", "dot"]), zero=rng.random() < 0.4)
    state, greyed = played(record, rng, 0.65, 0.1, 0.6)
    if state and rng.random() < 0.5:
        look["focus"] = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    top = 170
    g, bw, bh = fit(record, width - 20, height - top - 250, 0.72, 0.78, dpr, 40)
    x0 = (width - bw) / 2
    card = board.div(x0 - 6, top - 6, bw + 12, bh + 12, f"background:{theme['card']};border-radius:12px;"
                     "box-shadow:0 2px 8px rgba(0,0,0,0.12)")
    html_board, _, _ = board.board(record, look, g, x0, top, state, greyed)
    chrome = cjk_header(record, rng, theme, text, width, lang, font)
    chrome += cjk_tools(rng, theme, text, width, top + bh + 22, font)
    chrome += cjk_tabs(rng, theme, text, width, height, font)
    style = f"phone-cjk-{lang}-{int(width * dpr)}x{int(height * dpr)}-{theme_name}-{font_tag(font)}" \
        + ("-played" if state else "")
    return job(board.page(chrome + card + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)


def cjk_header(record, rng, theme, text, width, lang, font):
    out = board.text(18, 10, f"{rng.randrange(0, 24)}:{rng.randrange(0, 60):02d}", 13, theme["chrome"], "600", font)
    out += board.text(16, 10, f"{rng.randrange(10, 100)}% \u25AE", 12, theme["chrome"], "normal", font, "right")
    out += board.text(14, 44, "\u2039", 28, theme["chrome"])
    level = rng.randrange(1, 500)
    title = f"{text['level']}{level}关" if lang == "zh" else f"{text['level']} {level}"
    out += board.text(0, 46, text["title"], 20, theme["chrome"], "bold", font, "center", width)
    out += board.text(0, 74, f"{title} · {record['width']}×{record['height']}", 13, theme["muted"], "normal", font,
                      "center", width)
    out += board.text(16, 46, "\u2699", 22, theme["chrome"], "normal", None, "right")
    lives = rng.randrange(0, 4)
    out += board.text(18, 112, f"{text['lives']} " + "\u2665" * lives + "\u2661" * (3 - lives), 14, theme["accent"],
                      "normal", font)
    out += board.text(18, 112, f"{text['time']} {rng.randrange(0, 30):02d}:{rng.randrange(0, 60):02d}", 14,
                      theme["chrome"], "normal", font, "right")
    out += board.div(18, 138, width - 36, 6, f"background:{theme['band']};border-radius:3px")
    out += board.div(18, 138, (width - 36) * rng.uniform(0.05, 0.95), 6, f"background:{theme['accent']};"
                     "border-radius:3px")
    return out


def cjk_tools(rng, theme, text, width, y, font):
    out = ""
    labels = [("\u25A0", text["fill"]), ("\u2715", text["cross"]), ("\u21B6", text["undo"]),
              ("?", f"{text['hint']} {rng.randrange(0, 10)}")]
    w = (width - 40) / len(labels)
    chosen = rng.randrange(2)
    for i, (icon, label) in enumerate(labels):
        x = 20 + i * w
        bg = theme["accent"] if i == chosen else theme["card"]
        ink = "#ffffff" if i == chosen else theme["chrome"]
        out += board.div(x + w / 2 - 24, y, 48, 48, f"background:{bg};border-radius:24px;color:{ink};font-size:20px;"
                         "display:flex;align-items:center;justify-content:center;box-shadow:0 1px 4px rgba(0,0,0,0.15)",
                         icon)
        out += board.text(x, y + 54, label, 12, theme["muted"], "normal", font, "center", w)
    return out


def cjk_tabs(rng, theme, text, width, height, font):
    out = board.div(0, height - 112, width, 50, f"background:{theme['band']}")
    out += board.text(0, height - 98, text["ad"], 13, theme["muted"], "normal", font, "center", width)
    out += board.div(0, height - 62, width, 62, f"background:{theme['card']};border-top:1px solid {theme['line']}")
    w = width / len(text["tabs"])
    chosen = rng.randrange(len(text["tabs"]))
    for i, tab in enumerate(text["tabs"]):
        ink = theme["accent"] if i == chosen else theme["muted"]
        out += board.div(i * w + w / 2 - 10, height - 54, 20, 20, f"background:{ink};border-radius:6px;opacity:0.8")
        out += board.text(i * w, height - 30, tab, 11, ink, "normal", font, "center", w)
    return out


PAGES = {"phone-cjk": phone_cjk}
