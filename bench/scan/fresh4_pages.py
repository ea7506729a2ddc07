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
from fresh3_pages import font_tag, recompress
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


# ---------------------------------------------------------------- stream (a frame of a streamed let's-play)

STREAM_THEMES = {
    "studio": {"page": "linear-gradient(135deg,#2b1055,#7597de)", "panel": "#f7f4ff", "ink": "#2d2250",
               "paper": "#ffffff", "band": "#ece6ff", "stripe": "#ddd3ff", "line": "#c4b8ea", "thick_colour": "#4a3a8a",
               "fill": "#3b2d73", "done": "#b7acd8", "cross_colour": "#9a8cc8", "highlight": "#fff1b8",
               "accent": "#9146ff"},
    "forest": {"page": "linear-gradient(160deg,#0f3d2e,#3f8f5a)", "panel": "#fbf8ee", "ink": "#23402f",
               "paper": "#fffdf6", "band": "#eaf2e0", "stripe": "#dbe9cc", "line": "#b9cfae", "thick_colour": "#2f5a3e",
               "fill": "#2f5a3e", "done": "#b5c7ae", "cross_colour": "#c07a52", "highlight": "#ffe7b8",
               "accent": "#2fbf71"},
    "neon": {"page": "linear-gradient(180deg,#05050f,#1c0b2e)", "panel": "#14142a", "ink": "#e6f7ff",
             "paper": "#0d0d1c", "band": "#1d1d3d", "stripe": "#26264d", "line": "#34345e", "thick_colour": "#33e1ff",
             "fill": "#ff3ea5", "done": "#4b4b78", "cross_colour": "#6a6aa0", "highlight": "#2a1d44",
             "accent": "#33e1ff"},
}
CHAT_NAMES = ["pixelpanda", "NonoNerd", "grid_gremlin", "xX_picross_Xx", "mapleleaf77", "TheRealBob", "kiwi_kat",
              "lurker42", "sudokuSam", "crossy", "moss_and_stone", "zeroCool"]
CHAT_SAYS = ["row 3 is a 2 1 1 i think", "GG", "first time here!", "column 12 has a 7 in it", "LUL", "try the left side",
             "how long have you been on this one", "that 5 fits only one way", "hype", "3 1 2 in col 4!!", "o7",
             "1 more and you got it", "no spoilers pls", "what level is this", "pog", "you missed the 10 at the top"]


def stream(record, rng):
    """A frame of a streamed let's-play of a PC picross game: the game on the left (the board on
    a rounded panel, clue bands striped, the cursor's row and column lit), the streamer's
    webcam in a framed box at a corner of the game (never over the board), the stream's overlay
    (LIVE badge, viewers, a follower goal) and the chat in a column on the right with coloured
    names and messages full of other numbers; captured at 1080p or watched at 720p, then
    compressed as video is (4:2:0 chroma, JPEG blocks at quality 35-70)."""
    theme_name = rng.choice(sorted(STREAM_THEMES))
    theme = STREAM_THEMES[theme_name]
    width, height = 1920, 1080
    chat_w = rng.choice([340, 380, 420])
    game_w = width - chat_w
    look = dict(theme, font="Play", clues="text", colour_clues=rng.choice(["chip", "text"]), chip_radius=0.2,
                weight="bold", thin=1, thick=2.5, cross=rng.choice(["x", "dot"]), zero=rng.random() < 0.5)
    state, greyed = played(record, rng, 0.7, 0.1, 0.65)
    if state:
        look["focus"] = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    scale = rng.choice([1, 1, 2 / 3])
    cam_w, cam_h = 320, 180
    g, bw, bh = fit(record, game_w - cam_w - 140, height - 170, 0.75, 0.75, 1, 44)
    if g["cell"] * scale < 13:
        scale = 1
    x0 = cam_w + 70 + (game_w - cam_w - 140 - bw) / 2
    y0 = 100 + (height - 170 - bh) / 2
    panel = board.div(x0 - 18, y0 - 18, bw + 36, bh + 36, f"background:{theme['panel']};border-radius:18px;"
                      "box-shadow:0 8px 30px rgba(0,0,0,0.35)")
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    cam_y = rng.choice([height - cam_h - 30, 90])
    chrome = stream_overlay(rng, theme, game_w, height, cam_w, cam_h, cam_y)
    chrome += stream_chat(rng, game_w, chat_w, height)
    style = f"stream-{theme_name}-chat{chat_w}-{'720p' if scale < 1 else '1080p'}" + ("-played" if state else "")
    result = job(board.page(f"<div style='position:absolute;inset:0;background:{theme['page']}'></div>" + panel
                            + html_board + chrome, width, height, "#000000", "Play"), width, height, 1, style, state,
                 greyed)
    quality = rng.randrange(35, 71)
    result["style"] += f"-q{quality}"
    result["post"] = lambda path: video_frame(path, scale, quality)
    return result


def stream_overlay(rng, theme, game_w, height, cam_w, cam_h, cam_y):
    out = board.div(24, 20, 64, 28, "background:#e91916;border-radius:4px;color:#fff;font-size:16px;font-weight:bold;"
                    "display:flex;align-items:center;justify-content:center", "LIVE")
    out += board.text(100, 22, f"◉ {rng.randrange(12, 9000):,}", 20, "#ffffff", "bold", "Play")
    out += board.text(260, 22, f"Nonogram marathon day {rng.randrange(2, 60)} · !discord !socials", 18,
                      "#ffffff", "normal", "Fira Code")
    goal, got = rng.randrange(20, 200), rng.randrange(1, 20)
    out += board.div(game_w - 330, 18, 300, 34, "background:rgba(0,0,0,0.45);border-radius:17px")
    out += board.div(game_w - 326, 22, 292 * got / goal, 26, f"background:{theme['accent']};border-radius:13px")
    out += board.text(game_w - 330, 25, f"Follower goal {got}/{goal}", 16, "#ffffff", "bold", "Fira Code", "center", 300)
    # The webcam: a framed box with a person in front of a room.
    out += board.div(30, cam_y, cam_w, cam_h, f"border:4px solid {theme['accent']};border-radius:10px;"
                     "background:linear-gradient(180deg,#6b5a4a,#3a302a);box-sizing:border-box;overflow:hidden")
    out += board.div(30 + cam_w / 2 - 38, cam_y + 34, 76, 86, "background:#d9a88a;border-radius:50% 50% 45% 45%")
    out += board.div(30 + cam_w / 2 - 90, cam_y + 112, 180, 64, f"background:{rng.choice(['#2b4a7a', '#7a2b3a', '#333'])};"
                     "border-radius:60px 60px 0 0")
    out += board.div(30 + cam_w / 2 - 52, cam_y + 20, 104, 36, "background:#2a2a2a;border-radius:50px 50px 10px 10px")
    out += board.text(40, cam_y + cam_h - 30, rng.choice(CHAT_NAMES), 15, "#ffffff", "bold", "Fira Code")
    return out


def stream_chat(rng, x, w, height):
    out = board.div(x, 0, w, height, "background:#18181b;border-left:1px solid #2f2f35")
    out += board.text(x + 16, 14, "STREAM CHAT", 14, "#adadb8", "bold", "Fira Code")
    out += board.div(x, 46, w, 1, "background:#2f2f35")
    y = 60
    while y < height - 90:
        name = rng.choice(CHAT_NAMES)
        said = rng.choice(CHAT_SAYS)
        colour = rng.choice(["#ff7f50", "#1e90ff", "#9acd32", "#daa520", "#ff69b4", "#8a2be2", "#00ff7f", "#b22222"])
        lines = 1 + len(name + said) * 9 // (w - 40)
        out += board.div(x + 14, y, w - 28, 22 * lines, "font-size:14px;line-height:22px;color:#efeff1;"
                         "font-family:'Fira Code';overflow:hidden",
                         f"<b style='color:{colour}'>{escape(name)}</b>: {escape(said)}")
        y += 22 * lines + rng.choice([4, 8, 12])
    out += board.div(x + 12, height - 70, w - 24, 40, "background:#2f2f35;border-radius:6px;color:#8a8a94;"
                     "font-size:14px;font-family:'Fira Code';display:flex;align-items:center;padding-left:10px;"
                     "box-sizing:border-box", "Send a message")
    return out


def video_frame(path, scale, quality):
    """The shot as a video frame: scaled to the player's size (`scale`), its colour at half
    resolution (4:2:0) and compressed in 8x8 blocks (JPEG at `quality`); returns the scale."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    if scale != 1:
        image = image.resize((round(image.width * scale), round(image.height * scale)), Image.BILINEAR)
    jpeg(image, quality).save(path)
    return scale


# ---------------------------------------------------------------- tex-view (a LaTeX puzzle sheet in a PDF reader)

TEX_INTRO = ("Shade some cells of the grid so that the numbers beside each row and above each column give, in "
             "order, the lengths of the runs of shaded cells in that line; runs are separated by at least one "
             "empty cell. The finished grid shows a picture. Solutions are at the end of the booklet; see "
             "Section 4 for hints on the harder puzzles, and Table 2 for the times of 31 testers.")
VIEWERS = {  # toolbar height, status bar height, backdrop, chrome colours
    "zathura": {"top": 0, "foot": 22, "backdrop": "#282828", "bar": "#000000", "bar_ink": "#ebdbb2"},
    "okular": {"top": 74, "foot": 26, "backdrop": "#7f8285", "bar": "#eff0f1", "bar_ink": "#232629"},
    "sumatra": {"top": 40, "foot": 0, "backdrop": "#9ea3a8", "bar": "#f3f3f3", "bar_ink": "#222222"},
}


def tex_look(font, recolor, rule):
    ink, paper = ("#ebdbb2", "#1d2021") if recolor else ("#000000", "#ffffff")
    return {"font": font, "ink": ink, "paper": paper, "band": None, "clues": "text", "colour_clues": "chip",
            "chip_radius": 0.0, "chip": paper, "weight": "normal", "done": "#999999",
            "line": "#a89984" if recolor else "#000000", "thin": 0.4, "thick": 1.2 if rule != "plain" else 0.8,
            "thick_colour": ink, "fill": ink, "cross": "x", "cross_colour": "#888888", "zero": rule == "ruled",
            "every": 5 if rule != "plain" else 0}


def tex_view(record, rng):
    """A puzzle sheet typeset with LaTeX (Computer Modern, Latin Modern, STIX, Old Standard,
    Junicode or Cardo: a title block, a section heading, a justified paragraph of instructions,
    the puzzle with its clue areas ruled like a tabular, boxed or plain, the page number at the
    foot) shown in a PDF reader (zathura with its status bar, okular with toolbar and
    thumbnails, sumatra), on some in the reader's dark recolour mode; scrolled so the board shows."""
    font = rng.choice(TEX_FONTS)
    viewer_name = rng.choice(sorted(VIEWERS))
    viewer = VIEWERS[viewer_name]
    recolor = viewer_name == "zathura" and rng.random() < 0.6
    rule = rng.choice(["ruled", "boxed", "plain"])
    look = tex_look(font, recolor, rule)
    width, height, dpr = rng.choice([(1600, 900, 1.2), (1440, 900, 2), (1920, 1080, 1), (1280, 800, 1.5)])
    side = 170 if viewer_name == "okular" else 0
    avail_h = (height - viewer["top"] - viewer["foot"] - 40) * rng.uniform(0.5, 0.95)  # zoomed in or out
    g, bw, bh = fit(record, min(width - side - 160, 900), avail_h, 0.8, 0.8, dpr, 30, gap=3)
    while g["cell"] * dpr < 15:  # a high-density screen when the cells would be under 15 device px
        dpr += 0.25
    page_w = max(bw + 160, min(width - side - 80, g["cell"] * 34))
    page_h = page_w * 1.414
    page_x = side + (width - side - page_w) / 2
    board_top = 300  # title block, section heading and paragraph above the board
    page_y = min(viewer["top"] + 16, height - viewer["foot"] - 20 - (board_top + bh))
    x0, y0 = page_x + (page_w - bw) / 2, page_y + board_top
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    ink = look["ink"]
    doc = board.div(page_x, page_y, page_w, page_h, f"background:{look['paper']};box-shadow:0 2px 10px rgba(0,0,0,0.5)")
    doc += board.text(page_x, page_y + 60, rng.choice(["Nonograms for the Long Winter", "A Nonogram Booklet",
                                                       "Griddlers, Set B"]), 26, ink, "normal", font, "center", page_w)
    doc += board.text(page_x, page_y + 100, f"{rng.choice(['A. Kowalski', 'M. Dubois', 'The Puzzle Society'])}",
                      15, ink, "normal", font, "center", page_w)
    doc += board.text(page_x, page_y + 122, f"{rng.randrange(1, 29)} {rng.choice(['March', 'October'])} "
                      f"{rng.randrange(1998, 2026)}", 15, ink, "normal", font, "center", page_w)
    number = rng.randrange(1, 60)
    doc += board.text(page_x + 80, page_y + 164, f"{rng.randrange(1, 9)}.{rng.randrange(1, 9)} Puzzle {number}",
                      18, ink, "bold", font)
    doc += board.div(page_x + 80, page_y + 196, page_w - 160, 90, f"font-family:'{font}';font-size:13px;"
                     f"line-height:1.35;text-align:justify;color:{ink};hyphens:auto;overflow:hidden", escape(TEX_INTRO))
    doc += tex_rules(record, look, g, x0, y0, rule)
    doc += html_board
    doc += board.text(page_x, page_y + page_h - 60, str(rng.randrange(2, 80)), 13, ink, "normal", font, "center",
                      page_w)
    chrome = tex_viewer(rng, viewer_name, viewer, width, height, side, font)
    style = f"tex-view-{viewer_name}" + ("-recolor" if recolor else "") + f"-{rule}-{font_tag(font)}-x{dpr}"
    return job(board.page(doc + chrome, width, height, viewer["backdrop"], font), width, height, dpr, style, None,
               ([], []))


def tex_rules(record, look, g, x0, y0, rule):
    """The clue areas as a tabular: every row and column rule run on through them (ruled), a
    frame around each (boxed), or nothing (plain)."""
    _, _, left, top = board.board_size(record, g)
    gx, gy, cell = x0 + left, y0 + top, g["cell"]
    gw, gh = record["width"] * cell, record["height"] * cell
    ink = look["line"]
    out = ""
    if rule == "ruled":
        for r in range(record["height"] + 1):
            out += board.div(x0, gy + r * cell - 0.2, gx - x0, 0.4, f"background:{ink}")
        for c in range(record["width"] + 1):
            out += board.div(gx + c * cell - 0.2, y0, 0.4, gy - y0, f"background:{ink}")
    elif rule == "boxed":
        out += board.div(x0 - 2, gy, gx - x0 - g["gap"] + 4, gh, f"border:0.8px solid {ink};box-sizing:border-box")
        out += board.div(gx, y0 - 2, gw, gy - y0 - g["gap"] + 4, f"border:0.8px solid {ink};box-sizing:border-box")
    return out


def tex_viewer(rng, name, viewer, width, height, side, font):
    pages = rng.randrange(12, 90)
    page = rng.randrange(1, pages)
    file = rng.choice(["nonograms.pdf", "booklet-b.pdf", "griddlers_set2.pdf", "puzzles-final.pdf"])
    bar, ink = viewer["bar"], viewer["bar_ink"]
    if name == "zathura":
        out = board.div(0, height - 22, width, 22, f"background:{bar}")
        out += board.text(6, height - 19, f"~/Documents/{file}", 13, ink, "normal", "Fira Code")
        out += board.text(10, height - 19, f"[{page}/{pages}]  {rng.randrange(5, 95)}%", 13, ink, "normal",
                          "Fira Code", "right")
        return out
    out = board.div(0, 0, width, viewer["top"], f"background:{bar};border-bottom:1px solid #bbb")
    if name == "okular":
        out += board.text(10, 6, "File  Edit  View  Go  Tools  Settings  Help", 13, ink, "normal", "Fira Code")
        for i, label in enumerate(["←", "→", "−", "+", "⤢", "✎"]):
            out += board.div(10 + i * 38, 34, 32, 32, f"border:1px solid #c8c8c8;border-radius:3px;color:{ink};"
                             "display:flex;align-items:center;justify-content:center;font-size:16px", label)
        out += board.text(260, 42, f"{page} of {pages}", 14, ink, "normal", "Fira Code")
        out += board.div(0, viewer["top"], side, height - viewer["top"], "background:#dfe1e3")
        for i in range(4):  # thumbnails
            out += board.div(40, viewer["top"] + 20 + i * 150, 90, 127, "background:#ffffff;border:1px solid #999")
            out += board.text(40, viewer["top"] + 150 + i * 150, str(max(1, page - 1 + i)), 12, ink, "normal",
                              "Fira Code", "center", 90)
        out += board.div(0, height - viewer["foot"], width, viewer["foot"], f"background:{bar}")
    else:
        out += board.text(12, 10, f"{file} - SumatraPDF", 14, ink, "normal", "Fira Code")
        out += board.text(320, 10, f"Page {page} / {pages}", 14, ink, "normal", "Fira Code")
        out += board.text(20, 10, f"{rng.choice([100, 125, 150, 175, 200])}%", 14, ink, "normal", "Fira Code", "right")
    return out


# ---------------------------------------------------------------- desktop-95 (a Windows-95-like program)

W95 = {"face": "#c0c0c0", "light": "#ffffff", "shade": "#808080", "dark": "#000000", "title": "#000080",
       "title2": "#1084d0", "desk": "#008080"}


def bevel(x, y, w, h, sunken=False, face=W95["face"], extra=""):
    """A Windows-95 3-D box: light top and left edges, dark bottom and right (sunken: the other
    way round)."""
    a, b = (W95["shade"], W95["light"]) if sunken else (W95["light"], W95["dark"])
    return board.div(x, y, w, h, f"background:{face};border-style:solid;border-width:2px;box-sizing:border-box;"
                     f"border-color:{a} {b} {b} {a};{extra}")


def desktop95(record, rng):
    """A Windows-95-like nonogram program on its teal desktop: a window with a navy title bar,
    a menu, a toolbar, two red LED counters (cells left, seconds) as Minesweeper has, the clue
    panels and the grid each sunken into the grey face, a status bar of sunken fields, and the
    taskbar with its Start button and clock; in a monospace bitmap-like font (Hermit, mononoki,
    Agave); on a 800x600 to 1280x1024 screen, or a 4K one at 200 %."""
    font = rng.choice(MONO_FONTS)
    width, height, dpr = rng.choice([(800, 600, 1), (1024, 768, 1), (1280, 1024, 1), (1920, 1080, 2)])
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "band": None, "clues": "text",
            "colour_clues": "chip", "chip_radius": 0.0, "chip": "#ffffff", "weight": "normal", "done": "#808080",
            "line": "#808080", "thin": 1, "thick": 2, "thick_colour": "#000000", "fill": rng.choice(["#000080", "#000000"]),
            "cross": "x", "cross_colour": "#808080", "zero": rng.random() < 0.5}
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    taskbar, chrome_h = 28, 22 + 22 + 44 + 24 + 12
    g = None
    while g is None:
        try:
            g, bw, bh = fit(record, width - 60, height - taskbar - chrome_h - 40, 0.8, 0.8, dpr, 24, gap=6)
        except ValueError:
            width, height = width + 256, height + 192  # a bigger screen for a board that does not fit
        if g and g["cell"] * dpr < 12 and width < 1920:
            g, width, height = None, width + 256, height + 192
    win_w, win_h = bw + 40, bh + chrome_h + 30
    wx, wy = (width - win_w) / 2 + rng.uniform(-20, 20), max(4, (height - taskbar - win_h) / 2)
    x0, y0 = wx + 20, wy + 22 + 22 + 44 + 10
    _, _, left, top = board.board_size(record, g)
    gx, gy = x0 + left, y0 + top
    gw, gh = record["width"] * g["cell"], record["height"] * g["cell"]
    parts = [bevel(wx, wy, win_w, win_h)]
    parts.append(board.div(wx + 3, wy + 3, win_w - 6, 18, f"background:linear-gradient(90deg,{W95['title']},"
                           f"{W95['title2']})"))
    parts.append(board.text(wx + 8, wy + 5, f"Nonogram - puzzle{rng.randrange(1, 99):02d}.non", 12, "#ffffff",
                            "bold", font))
    for i, mark in enumerate(["×", "□", "_"]):
        parts.append(bevel(wx + win_w - 22 - i * 18, wy + 5, 16, 14, extra="font-size:10px;line-height:10px;"
                           "text-align:center;color:#000"))
        parts.append(board.text(wx + win_w - 22 - i * 18 + 4, wy + 5, mark, 10, "#000000", "bold", font))
    parts.append(board.text(wx + 8, wy + 26, "Game   Edit   Options   Help", 12, "#000000", "normal", font))
    parts += w95_toolbar(rng, wx, wy + 46, win_w, font, record)
    parts.append(bevel(x0 - 6, y0 - 6, bw + 12, bh + 12, True))
    parts.append(bevel(x0 - 2, gy - 2, left - g["gap"] + 4, gh + 4, True, "#ffffff"))
    parts.append(bevel(gx - 2, y0 - 2, gw + 4, top - g["gap"] + 4, True, "#ffffff"))
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    parts.append(html_board)
    sy = wy + win_h - 26
    for i, (fx, fw, label) in enumerate([(0, 0.3, "Ready"), (0.3, 0.35, f"Row {rng.randrange(1, record['height'] + 1)}, "
                                        f"Col {rng.randrange(1, record['width'] + 1)}"),
                                        (0.65, 0.35, f"{rng.randrange(0, 99)}% done")]):
        parts.append(bevel(wx + 4 + fx * (win_w - 8), sy, fw * (win_w - 8) - 2, 20, True))
        parts.append(board.text(wx + 10 + fx * (win_w - 8), sy + 3, label, 12, "#000000", "normal", font))
    parts += w95_taskbar(rng, width, height, taskbar, font)
    style = f"desktop-95-{int(width * dpr)}x{int(height * dpr)}-{font_tag(font)}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, W95["desk"], font), width, height, dpr, style, state, greyed)


def w95_toolbar(rng, x, y, w, font, record):
    out = []
    for i, label in enumerate(["New", "Open", "Check", "Undo"]):
        out.append(bevel(x + 6 + i * 58, y + 6, 54, 28, extra="font-size:12px;display:flex;align-items:center;"
                         "justify-content:center", ))
        out.append(board.text(x + 6 + i * 58, y + 12, label, 12, "#000000", "normal", font, "center", 54))
    for i, value in enumerate([rng.randrange(0, 999), rng.randrange(0, 999)]):  # LED counters
        cx = x + w - 70 - i * 66
        out.append(bevel(cx, y + 6, 60, 30, True, "#000000"))
        out.append(board.text(cx + 2, y + 8, f"{value:03d}", 22, "#ff0000", "bold", font, "center", 56))
    return out


def w95_taskbar(rng, width, height, h, font):
    out = [bevel(-2, height - h, width + 4, h + 2)]
    out.append(bevel(2, height - h + 3, 58, h - 6, extra=""))
    out.append(board.text(8, height - h + 7, "⊞ Start", 12, "#000000", "bold", font))
    out.append(bevel(66, height - h + 3, 160, h - 6, True, "#dfdfdf"))
    out.append(board.text(72, height - h + 7, "Nonogram - puzzle", 12, "#000000", "normal", font))
    hour, minute = rng.randrange(1, 13), rng.randrange(0, 60)
    out.append(bevel(width - 84, height - h + 3, 80, h - 6, True))
    out.append(board.text(width - 80, height - h + 7, f"{hour}:{minute:02d} {rng.choice(['AM', 'PM'])}", 12,
                          "#000000", "normal", font, "center", 72))
    return out


# ---------------------------------------------------------------- comic (a comic-book puzzle page)

COMIC = [
    {"page": "#ffe45c", "dots": "#f5b800", "band": "#fff7d6", "ink": "#111111", "paper": "#ffffff", "fill": "#1a1a1a",
     "cross_colour": "#d2372b", "accent": "#e8322b"},
    {"page": "#7fd6f0", "dots": "#45b5dc", "band": "#eafaff", "ink": "#10203a", "paper": "#ffffff", "fill": "#10203a",
     "cross_colour": "#e0457b", "accent": "#ff5fa2"},
    {"page": "#ffb3c7", "dots": "#f58aa8", "band": "#fff0f4", "ink": "#2a1030", "paper": "#fffdf8", "fill": "#3a1540",
     "cross_colour": "#3a7bd5", "accent": "#7a3cff"},
]


def comic(record, rng):
    """A comic-book or children's magazine page on a screen: a halftone-dot backdrop, a
    'PUZZLE TIME!' burst and a mascot with a speech bubble, the board in a thick black panel
    whose lines are drawn by hand (each a little wobbly, the fifth ones thicker), clue numbers
    hand-lettered (Humor Sans, Lobster Two, Averia Sans or Play; each turned and nudged a
    little), colour clues in their colour; part-played with blobby fills."""
    theme = rng.choice(COMIC)
    font = rng.choice(COMIC_FONTS)
    width, height, dpr = rng.choice([(1280, 900, 1), (1280, 900, 1.5), (1024, 1366, 2), (1440, 1000, 1)])
    state, greyed = played(record, rng, 0.45, 0.1, 0.6)
    top = 150
    g, bw, bh = fit(record, width - 340, height - top - 40, 0.85, 0.85, dpr, 48, gap=8)
    while g["cell"] * dpr < 14:
        dpr += 0.5
    x0, y0 = 300 + (width - 340 - bw) / 2, top + (height - top - 40 - bh) / 2
    _, _, left, top_band = board.board_size(record, g)
    gx, gy, cell = x0 + left, y0 + top_band, g["cell"]
    look = {"font": font, "ink": theme["ink"], "paper": theme["paper"], "fill": theme["fill"], "cross": "x",
            "cross_colour": theme["cross_colour"], "band": theme["band"], "fill_inset": 0.06, "fill_radius": 0.3}
    parts = [board.div(x0 - 14, y0 - 14, bw + 28, bh + 28, "background:#ffffff;border:5px solid #111;"
                       "box-sizing:border-box;border-radius:6px 14px 8px 12px;box-shadow:8px 8px 0 #111")]
    parts += board.band_html(record, look, g, gx, gy, record["width"] * cell, record["height"] * cell)
    parts += board.cells_html(record, look, g, gx, gy, state)
    parts.append(wobbly_lines(record, rng, gx, gy, cell, theme["ink"]))
    parts.append(board.div(gx, gy, record["width"] * cell, record["height"] * cell, "", "", 'data-grid="1"'))
    parts += comic_clues(record, rng, g, gx, gy, theme, font, greyed)
    chrome = comic_chrome(rng, theme, width, height, font)
    style = f"comic-{theme['page'][1:]}-{font_tag(font)}-x{dpr}" + ("-played" if state else "")
    backdrop = (f"background-color:{theme['page']};background-image:radial-gradient({theme['dots']} 28%,"
                "transparent 30%);background-size:14px 14px")
    body = board.div(0, 0, width, height, backdrop) + chrome + f'<div style="line-height:1">{"".join(parts)}</div>'
    return job(board.page(body, width, height, theme["page"], font), width, height, dpr, style, state, greyed)


def wobbly_lines(record, rng, gx, gy, cell, ink):
    """The grid's lines as if drawn with a marker: each line through a few nudged points,
    thicker every fifth and around."""
    paths = {1: [], 2: [], 3: []}
    w, h = record["width"], record["height"]
    for axis, count, length in (("v", w, h * cell), ("h", h, w * cell)):
        for i in range(count + 1):
            weight = 3 if i in (0, count) else 2 if i % 5 == 0 else 1
            steps = max(2, int(length // (cell * 3)))
            points = []
            for k in range(steps + 1):
                along = length * k / steps
                off = rng.uniform(-0.06, 0.06) * cell if 0 < k < steps else rng.uniform(-0.03, 0.03) * cell
                points.append((gx + i * cell + off, gy + along) if axis == "v" else (gx + along, gy + i * cell + off))
            paths[weight].append("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in points))
    widths = {1: rng.uniform(1.2, 2.0), 2: rng.uniform(2.6, 3.6), 3: rng.uniform(4.0, 5.5)}
    return "".join(f'<svg style="position:absolute;left:0;top:0;overflow:visible" width="1" height="1"><path d="'
                   f'{"".join(paths[k])}" fill="none" stroke="{ink}" stroke-width="{widths[k]:.2f}" '
                   'stroke-linecap="round" stroke-linejoin="round"/></svg>' for k in (1, 2, 3))


def comic_clues(record, rng, g, gx, gy, theme, font, greyed):
    """Hand-lettered numbers: each turned up to 6 degrees and nudged; colour ones in their colour
    (the lightest on a round chip of theirs)."""
    out = []
    cell, flex = g["cell"], "display:flex;align-items:center;justify-content:center;"
    for axis, clues, done in (("r", record["rows"], greyed[0]), ("c", record["columns"], greyed[1])):
        for line, clue in enumerate(clues):
            for i, (n, k) in enumerate(clue):
                if axis == "r":
                    x, y, w, h = gx - g["gap"] - (len(clue) - i) * g["slot"], gy + line * cell, g["slot"], cell
                else:
                    x, y, w, h = gx + line * cell, gy - g["gap"] - (len(clue) - i) * g["cslot"], cell, g["cslot"]
                ink = theme["ink"] if line not in done else "#9a9a9a"
                extra = ""
                if record["colour"]:
                    ink = record["palette"][k]["rgb"]
                    if board.luminance(ink) >= 170:
                        out.append(board.div(x + 0.1 * w, y + 0.1 * h, 0.8 * w, 0.8 * h,
                                             f"background:{ink};border-radius:50%;border:1.5px solid #111"))
                        ink = "#111111"
                    extra = "opacity:0.45;" if line in done else ""
                turn, dx, dy = rng.uniform(-6, 6), rng.uniform(-0.06, 0.06) * w, rng.uniform(-0.06, 0.06) * h
                out.append(board.div(x + dx, y + dy, w, h, f"{flex}color:{ink};font-size:{g['font'] * 1.05:.2f}px;"
                                     f"font-family:'{font}';transform:rotate({turn:.1f}deg);{extra}", str(n),
                                     f'data-clue="{axis}:{line}:{i}"'))
    return out


def comic_chrome(rng, theme, width, height, font):
    out = board.div(30, 24, 250, 96, f"background:{theme['accent']};border:4px solid #111;transform:rotate(-6deg);"
                    "clip-path:polygon(0 20%,12% 0,30% 14%,50% 0,70% 14%,88% 0,100% 22%,92% 50%,100% 78%,86% 100%,"
                    "64% 86%,44% 100%,26% 86%,8% 100%,0 76%,8% 50%)")
    out += board.text(40, 52, "PUZZLE TIME!", 34, "#ffffff", "bold", font, "center", 230)
    out += board.div(60, height - 330, 160, 160, "background:#ffcf4a;border:5px solid #111;border-radius:50%")
    out += board.div(100, height - 280, 18, 26, "background:#111;border-radius:50%")
    out += board.div(160, height - 280, 18, 26, "background:#111;border-radius:50%")
    out += board.div(104, height - 236, 70, 30, "border-bottom:6px solid #111;border-radius:0 0 40px 40px")
    out += board.div(24, height - 520, 240, 150, "background:#fff;border:4px solid #111;border-radius:50%;"
                     f"font-family:'{font}';font-size:22px;display:flex;align-items:center;justify-content:center;"
                     "text-align:center;padding:20px;box-sizing:border-box",
                     escape(rng.choice(["Can you find the hidden picture?", "Fill the squares, find the surprise!",
                                        "Issue 12: a tricky one!"])))
    out += board.text(24, height - 40, f"Page {rng.randrange(2, 40)}", 16, "#111", "bold", font)
    return out


# ---------------------------------------------------------------- social (a puzzle picture in a social feed)

SOCIAL = {
    "light": {"page": "#ffffff", "ink": "#0f1419", "muted": "#536471", "line": "#eff3f4", "accent": "#1d9bf0"},
    "dim": {"page": "#15202b", "ink": "#f7f9f9", "muted": "#8b98a5", "line": "#38444d", "accent": "#1d9bf0"},
    "black": {"page": "#000000", "ink": "#e7e9ea", "muted": "#71767b", "line": "#2f3336", "accent": "#f91880"},
}
HANDLES = ["@picross_daily", "@nonogram.club", "@gridpuzzles", "@pixelpuzzler", "@logicpix"]


def social(record, rng):
    """A phone screenshot of a social feed where an account posted the day's puzzle as a
    picture: the post's avatar, name, handle and time, its text with hashtags and other numbers,
    the picture (a printed puzzle in its own font, a watermark with the handle in a corner of
    the picture, off the board) downscaled and recompressed as feeds do (JPEG quality 30-60,
    4:2:0), the likes bar with counts, the next post's start; light, dim or black."""
    theme_name = rng.choice(sorted(SOCIAL))
    theme = SOCIAL[theme_name]
    width, height, dpr = rng.choice(PHONE_SCREENS)
    picture_font = rng.choice(SOCIAL_FONTS)
    handle = rng.choice(HANDLES)
    state, greyed = played(record, rng, 0.2, 0.1, 0.5)
    look = {"font": picture_font, "ink": "#000000", "paper": "#ffffff", "band": rng.choice([None, "#f0f0f0", "#e8f0f8"]),
            "clues": "text", "colour_clues": "chip", "chip_radius": 0.2, "weight": rng.choice(["normal", "bold"]),
            "done": "#aaaaaa", "line": "#9a9a9a", "thin": 0.6, "thick": 1.6, "thick_colour": "#000000",
            "fill": "#222222", "cross": "x", "cross_colour": "#888888", "zero": False}
    pic_x, pic_w, pic_y = 64, width - 76, 196
    g, bw, bh = fit(record, pic_w - 20, height * 0.52, 0.75, 0.75, dpr, 30, gap=2)
    pic_h = bh + 54
    parts = [board.div(pic_x, pic_y, pic_w, pic_h, f"background:#ffffff;border-radius:14px;border:1px solid {theme['line']}")]
    parts.append(board.text(pic_x + 10, pic_y + 8, f"#{rng.randrange(100, 999)}", 12, "#444", "bold", picture_font))
    html_board, _, _ = board.board(record, look, g, pic_x + (pic_w - bw) / 2, pic_y + 26, state, greyed)
    parts.append(html_board)
    parts.append(board.text(pic_x + 10, pic_y + pic_h - 22, handle, 13, "rgba(0,0,0,0.35)", "bold", picture_font,
                            "left"))
    parts.append(social_post_head(rng, theme, width, handle))
    parts.append(social_likes(rng, theme, pic_x, pic_y + pic_h + 12, pic_w))
    parts.append(social_chrome(rng, theme, width, height, pic_y + pic_h + 56))
    style = f"social-{theme_name}-{int(width * dpr)}x{int(height * dpr)}-{font_tag(picture_font)}" \
        + ("-played" if state else "")
    result = job(board.page("".join(parts), width, height, theme["page"], "Loma"), width, height, dpr, style, state,
                 greyed)
    box = [v * dpr for v in (pic_x + 1, pic_y + 1, pic_w - 2, pic_h - 2)]
    shrink, quality = rng.uniform(0.5, 0.8), rng.randrange(30, 61)
    result["style"] += f"-q{quality}"
    result["post"] = lambda path: recompress(path, box, shrink, quality)  # as a chat passes a picture on
    return result


def social_post_head(rng, theme, width, handle):
    out = board.div(12, 120, 44, 44, f"background:{rng.choice(['#f4a261', '#2a9d8f', '#e76f51', '#8338ec'])};"
                    "border-radius:50%")
    out += board.text(64, 120, rng.choice(["Picross Daily", "Nonogram Club", "Grid Puzzles"]), 15, theme["ink"], "bold",
                      "Loma")
    out += board.text(64, 140, f"{handle} · {rng.randrange(1, 23)}h", 14, theme["muted"], "normal", "Loma")
    out += board.div(64, 160, width - 76, 36, f"font-family:'Loma';font-size:14px;line-height:18px;color:{theme['ink']}",
                     f"Day {rng.randrange(2, 400)}: who can solve this one? {rng.randrange(3, 30)} minutes for me "
                     f"<span style='color:{theme['accent']}'>#nonogram #picross</span>")
    return out


def social_likes(rng, theme, x, y, w):
    counts = [rng.randrange(0, 300), rng.randrange(0, 900), f"{rng.randrange(1, 99)}.{rng.randrange(0, 9)}K",
              f"{rng.randrange(1, 999)}K"]
    out = ""
    for i, (icon, n) in enumerate(zip(["✉", "↻", "♡", "▁▃▅"], counts)):
        out += board.text(x + i * w / 4, y, f"{icon} {n}", 13, theme["muted"], "normal", "Loma")
    return out


def social_chrome(rng, theme, width, height, next_y):
    out = board.div(0, 0, width, 112, f"background:{theme['page']};border-bottom:1px solid {theme['line']}")
    out += board.text(18, 10, f"{rng.randrange(0, 24)}:{rng.randrange(0, 60):02d}", 13, theme["ink"], "bold", "Loma")
    out += board.text(16, 10, f"{rng.randrange(10, 100)}% ▮", 12, theme["ink"], "normal", "Loma", "right")
    out += board.div(14, 44, 30, 30, "background:#888;border-radius:50%")
    out += board.text(0, 48, "✧", 24, theme["ink"], "normal", None, "center", width)
    out += board.text(0, 86, "For you          Following", 14, theme["ink"], "bold", "Loma", "center", width)
    out += board.div(0, next_y, width, 1, f"background:{theme['line']}")
    out += board.div(12, next_y + 14, 44, 44, "background:#6a994e;border-radius:50%")
    out += board.text(64, next_y + 14, f"{escape(rng.choice(WORDS))} fan · {rng.randrange(1, 59)}m", 14,
                      theme["muted"], "normal", "Loma")
    out += board.text(64, next_y + 34, escape(words(rng, 6)), 14, theme["ink"], "normal", "Loma")
    out += board.div(0, height - 56, width, 56, f"background:{theme['page']};border-top:1px solid {theme['line']}")
    for i, icon in enumerate(["⌂", "⌕", "♪", "✉"]):
        out += board.text(i * width / 4, height - 44, icon, 22, theme["ink"], "normal", None, "center", width / 4)
    return out


# ---------------------------------------------------------------- app-scaled (a modern app far from 100 %)

SCALED = {
    "light": {"page": "#f4f5f7", "card": "#ffffff", "side": "#eceef2", "ink": "#1f2430", "muted": "#6b7280",
              "band": "#f1f3f7", "paper": "#ffffff", "line": "#d5d9e0", "thick_colour": "#1f2430", "fill": "#2563eb",
              "done": "#b8bec9", "cross_colour": "#9aa3b2", "accent": "#2563eb"},
    "dark": {"page": "#1b1d23", "card": "#23262e", "side": "#15171c", "ink": "#e6e8ee", "muted": "#8b93a3",
             "band": "#2a2e37", "paper": "#1f2229", "line": "#3a3f4b", "thick_colour": "#c9ceda", "fill": "#60a5fa",
             "done": "#5a6170", "cross_colour": "#6b7385", "accent": "#60a5fa"},
}


def app_scaled(record, rng):
    """A modern desktop puzzle app (a sidebar of puzzle packs, a header with the puzzle's name
    and timer, the board on a card, a panel of stats) seen far from 100 %: on a 4K monitor with
    the system scaled to 200-250 % (big digits), or zoomed out to 50-67 % on a 1080p or 1440p
    screen (digits of 7-10 device px); light or dark; in Play, Nanum Square Round, WenQuanYi
    Micro Hei or Fira Code."""
    theme_name = rng.choice(sorted(SCALED))
    theme = SCALED[theme_name]
    font = rng.choice(["Play", "NanumSquareRound", "WenQuanYi Micro Hei", "Fira Code"])
    device_w, device_h, dpr = rng.choice([(3840, 2160, 2), (3840, 2160, 2.5), (1920, 1080, 0.5), (1920, 1080, 0.67),
                                         (2560, 1440, 0.5), (2560, 1440, 0.67)])
    width, height = round(device_w / dpr), round(device_h / dpr)
    look = dict(theme, font=font, clues="text", colour_clues=rng.choice(["text", "chip"]), chip_radius=0.2,
                weight=rng.choice(["normal", "600"]), thin=1, thick=2, cross=rng.choice(["x", "dot"]),
                zero=rng.random() < 0.5)
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    side, panel, top = 240, 260, 110
    largest = 32 if dpr < 1 else 40
    g, bw, bh = fit(record, width - side - panel - 80, height - top - 60, 0.75, 0.75, dpr, largest)
    if g["cell"] * dpr < 10:  # zoomed out this far, the app would not be used: a little less
        dpr = round(min(1.0, 10.5 / g["cell"]), 2)
        width, height = round(device_w / dpr), round(device_h / dpr)
    x0 = side + 40 + (width - side - panel - 80 - bw) / 2
    y0 = top + (height - top - 60 - bh) / 2
    card = board.div(x0 - 16, y0 - 16, bw + 32, bh + 32, f"background:{theme['card']};border-radius:10px;"
                     "box-shadow:0 1px 3px rgba(0,0,0,0.12)")
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    chrome = scaled_chrome(record, rng, theme, width, height, side, panel, font)
    style = f"app-scaled-{theme_name}-{device_w}x{device_h}-at{round(dpr * 100)}-{font_tag(font)}" \
        + ("-played" if state else "")
    return job(board.page(chrome + card + html_board, width, height, theme["page"], font), width, height, dpr, style,
               state, greyed)


def scaled_chrome(record, rng, theme, width, height, side, panel, font):
    out = board.div(0, 0, side, height, f"background:{theme['side']}")
    out += board.text(24, 24, "Nonograms", 22, theme["ink"], "bold", font)
    for i, pack in enumerate(["Starter 5×5", "Classic 10×10", "Animals", "Big 25×25", "Colour",
                              "Daily", "Favourites"]):
        chosen = i == rng.randrange(7)
        out += board.div(12, 80 + i * 40, side - 24, 34, f"background:{theme['accent'] if chosen else 'transparent'};"
                         "border-radius:6px;opacity:0.9")
        out += board.text(24, 88 + i * 40, pack, 15, "#ffffff" if chosen else theme["ink"], "normal", font)
        out += board.text(side - 30 - 24, 88 + i * 40, f"{rng.randrange(0, 120)}", 13, theme["muted"], "normal", font)
    out += board.text(side + 40, 28, f"{escape(rng.choice(WORDS))} {escape(rng.choice(WORDS))}", 26, theme["ink"],
                      "bold", font)
    out += board.text(side + 40, 66, f"#{rng.randrange(1, 999)} · {record['width']}×{record['height']} · "
                      f"{rng.choice(['Easy', 'Medium', 'Hard'])}", 14, theme["muted"], "normal", font)
    px = width - panel
    out += board.div(px, 0, panel, height, f"background:{theme['card']};border-left:1px solid {theme['line']}")
    for i, (label, value) in enumerate([("Time", f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}"),
                                        ("Mistakes", str(rng.randrange(0, 9))), ("Hints left", str(rng.randrange(0, 5))),
                                        ("Best", f"{rng.randrange(1, 30)}:{rng.randrange(0, 60):02d}")]):
        out += board.text(px + 24, 30 + i * 70, label, 13, theme["muted"], "normal", font)
        out += board.text(px + 24, 48 + i * 70, value, 24, theme["ink"], "bold", font)
    for i, label in enumerate(["Check", "Undo", "Restart"]):
        out += board.div(px + 24, 330 + i * 50, panel - 48, 38, f"background:{theme['accent'] if i == 0 else theme['band']};"
                         f"color:{'#ffffff' if i == 0 else theme['ink']};border-radius:6px;font-size:15px;"
                         "display:flex;align-items:center;justify-content:center", label)
    return out


PAGES = {"phone-cjk": phone_cjk, "stream": stream, "tex-view": tex_view, "desktop-95": desktop95, "comic": comic,
         "social": social, "app-scaled": app_scaled}
