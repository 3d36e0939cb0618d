# Builds the manual from the shared page and the games' parts, so that a
# game's manual is its own file (man/games/GAME.6) and the shared page names
# no game. Run as
#   awk -v games="man/games/a.6 man/games/b.6" -f man/assemble.awk man/hexpuzzle.6.in
# The shared page asks for the games with a line `.\" @games WHAT`:
#   names      the games' names after "hexpuzzle, " (the NAME line)
#   commands   a synopsis line `hexpuzzle GAME [options]` each
#   own-names  a synopsis line `GAME [options]` each
#   CHUNK      each part's lines after `.\" @chunk CHUNK`, up to its next chunk
# A part without a chunk the page asks for is an error: a game must not
# vanish from a section of the manual unnoticed.
BEGIN {
    count = split(games, part, " ")
    for (i = 1; i <= count; i++) {
        name[i] = part[i]
        sub(/^.*\//, "", name[i])
        sub(/\.6$/, "", name[i])
    }
}
/^\.\\" @games / {
    what = $3
    if (what == "names") {
        line = "hexpuzzle"
        for (i = 1; i <= count; i++)
            line = line ", " name[i]
        print line " \\- hex-grid puzzle games for the terminal"
    } else if (what == "commands") {
        for (i = 1; i <= count; i++)
            printf ".br\n.B hexpuzzle %s\n.RI [ options ]\n", name[i]
    } else if (what == "own-names") {
        for (i = 1; i <= count; i++)
            printf ".br\n.B %s\n.RI [ options ]\n", name[i]
    } else {
        for (i = 1; i <= count; i++)
            emit(part[i], what)
    }
    next
}
{ print }
function emit(file, chunk,    line, words, inside, found) {
    inside = 0
    found = 0
    while ((getline line < file) > 0) {
        if (line ~ /^\.\\" @chunk /) {
            split(line, words, " ")
            inside = (words[3] == chunk)
            if (inside)
                found = 1
            continue
        }
        if (inside)
            print line
    }
    close(file)
    if (!found) {
        printf "%s: no chunk \"%s\"\n", file, chunk > "/dev/stderr"
        failed = 1
        exit 1
    }
}
END { if (failed) exit 1 }
