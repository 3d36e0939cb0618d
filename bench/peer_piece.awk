# The shape of the piece in a peer's well, from `tmux capture-pane -e -p`:
# prints I, O, T, S, Z, L or J, or ? when the well holds no tetromino.
# A block is two columns in reverse video or on a coloured background
# (bastet draws its empty well on black, 40). The part of the well looked
# at is given: columns X0 to X0+19, rows Y0 to Y0+ROWS-1 (0-based; the
# top half by default, above pieces dropped before). Run with LC_ALL=C, so
# that a UTF-8 byte is one character and only a lead byte takes a column.
# Usage: awk -v X0=29 -v Y0=0 [-v ROWS=N] -f peer_piece.awk < capture
function sgr(params,   n, p, i, v) {
    n = split(params, p, ";")
    if (n == 0) { rev = 0; bg = -1; return }
    for (i = 1; i <= n; i++) {
        v = p[i] + 0
        if (v == 0) { rev = 0; bg = -1 }
        else if (v == 7) rev = 1
        else if (v == 27) rev = 0
        else if (v >= 40 && v <= 47) bg = v - 40
        else if (v == 49) bg = -1
        else if (v >= 100 && v <= 107) bg = v - 92
        else if ((v == 38 || v == 48) && p[i + 1] == 5) {
            if (v == 48) bg = p[i + 2] + 0
            i += 2
        } else if ((v == 38 || v == 48) && p[i + 1] == 2) {
            if (v == 48) bg = 256
            i += 4
        }
    }
}
# The cells as "x,y" words, turned a quarter (x, y) -> (-y, x), then moved
# to the origin and sorted: one spelling for the shape in that turn.
function spell(turns,   i, x, y, t, tx, mx, my, s, w, j, k) {
    mx = my = 1000
    for (i = 1; i <= ncells; i++) {
        x = cx[i]; y = cy[i]
        for (t = 0; t < turns; t++) { tx = -y; y = x; x = tx }
        rx[i] = x; ry[i] = y
        if (x < mx) mx = x
        if (y < my) my = y
    }
    for (i = 1; i <= ncells; i++) w[i] = (ry[i] - my) * 10 + (rx[i] - mx)
    for (j = 2; j <= ncells; j++)
        for (k = j; k > 1 && w[k] < w[k - 1]; k--) { t = w[k]; w[k] = w[k - 1]; w[k - 1] = t }
    s = ""
    for (i = 1; i <= ncells; i++) s = s " " w[i]
    return s
}
function canon(   t, s, best) {
    best = ""
    for (t = 0; t < 4; t++) { s = spell(t); if (best == "" || s < best) best = s }
    return best
}
function learn(name, cells,   n, c, i, xy) {
    n = split(cells, c, " ")
    ncells = n
    for (i = 1; i <= n; i++) { split(c[i], xy, ","); cx[i] = xy[1]; cy[i] = xy[2] }
    shape[canon()] = name
}
BEGIN {
    # y grows downwards, as on the screen; turning keeps S and Z apart.
    learn("I", "0,0 1,0 2,0 3,0"); learn("O", "0,0 1,0 0,1 1,1")
    learn("T", "0,0 1,0 2,0 1,1"); learn("S", "1,0 2,0 0,1 1,1")
    learn("Z", "0,0 1,0 1,1 2,1"); learn("L", "2,0 0,1 1,1 2,1")
    learn("J", "0,0 0,1 1,1 2,1")
    ncells = 0; row = 0; rev = 0; bg = -1
    if (ROWS == "") ROWS = 10
}
{
    col = 0; line = $0; n = length(line)
    for (i = 1; i <= n; i++) {
        ch = substr(line, i, 1)
        if (ch == "\033") {
            if (substr(line, i + 1, 1) == "[") {
                j = i + 2
                while (j <= n && substr(line, j, 1) ~ /[0-9;:?]/) j++
                if (substr(line, j, 1) == "m") sgr(substr(line, i + 2, j - i - 2))
                i = j
            } else i++
            continue
        }
        if (ch == "\016" || ch == "\017" || (ch >= "\200" && ch < "\300")) continue
        if ((rev || (bg >= 0 && bg != 0)) && row >= Y0 && row < Y0 + ROWS && col >= X0 && col < X0 + 20) {
            key = int((col - X0) / 2) "," (row - Y0)
            if (!(key in seen)) { seen[key] = 1; ncells++; split(key, xy, ","); cx[ncells] = xy[1]; cy[ncells] = xy[2] }
        }
        col++
    }
    row++
}
END {
    if (ncells == 4 && (canon() in shape)) print shape[canon()]
    else print "?"
}
