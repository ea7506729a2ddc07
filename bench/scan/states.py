"""Part-played boards: which cells a player has filled or crossed, drawn by the styles and
kept in the ground truth in nono's state format ('?' unknown, '-' crossed, else the cell's
solution character: '#' for black and white, the palette character for colour)."""


def part_played(record, rng, progress):
    """About `progress` of the board decided the way players do it: some whole lines done,
    then scattered cells. Every decided cell agrees with the solution."""
    height, width = record["height"], record["width"]
    known = [[False] * width for _ in range(height)]
    for r in rng.sample(range(height), int(progress * height * 0.6)):
        known[r] = [True] * width
    for c in rng.sample(range(width), int(progress * width * 0.4)):
        for r in range(height):
            known[r][c] = True
    for r in range(height):
        for c in range(width):
            if rng.random() < progress * 0.3:
                known[r][c] = True
    solution = record["solution"]
    background = record["palette"][0]["char"]
    return ["".join(("-" if solution[r][c] == background else solution[r][c]) if known[r][c]
                    else "?" for c in range(width)) for r in range(height)]


def done_lines(record, state):
    """Rows and columns whose cells are all decided: games grey out their clues."""
    if state is None:
        return [], []
    rows = [r for r, line in enumerate(state) if "?" not in line]
    columns = [c for c in range(record["width"]) if all(line[c] != "?" for line in state)]
    return rows, columns


def solved_state(record):
    background = record["palette"][0]["char"]
    return [row.replace(background, "-") if background != "-" else row
            for row in record["solution"]]
