"""SixCells' own solver (PuLP + GLPK) timed on hexcells levels, as
bench/hexcells_solver_figures times ours: each level from its start to
where SixCells' "solve completely" stops, CPU time (its own and glpsol's,
which PuLP runs as a child process).

Usage: python3 bench/hexcells_sixcells.py SIXCELLS_DIR LEVEL...
SixCells is GPL-3 and stays outside this repository: it is read from
SIXCELLS_DIR (fetched at bench time by bench/hexcells_sixcells.sh)."""
import os
import sys
import tempfile


def cpu_s():
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def main():
    source, levels = sys.argv[1], sys.argv[2:]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Its player keeps saves beside the script it was started as, or in the
    # user's configuration: a throwaway directory for both.
    throwaway = tempfile.mkdtemp(prefix="sixcells-config.")
    os.environ["XDG_CONFIG_HOME"] = throwaway
    sys.argv[0] = os.path.join(throwaway, "player.py")
    sys.path.insert(0, source)
    import player  # noqa: E402  (SixCells' own module, from source)

    window = player.MainWindow()
    label = os.environ.get("SIXCELLS_LABEL", "SixCells, same files")
    times, solved, worst = [], 0, ("", 0.0)
    for path in levels:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if not window.load_one(text):
            print("  %s: SixCells does not read it" % path)
            continue
        t0 = cpu_s()
        done = window.scene.solve_complete()
        ms = (cpu_s() - t0) * 1000
        times.append(ms)
        solved += bool(done)
        if ms > worst[1]:
            worst = (path, ms)
    if not times:
        print("  no level read")
        return
    times.sort()
    rank = lambda q: times[int(q * (len(times) - 1) + 0.5)]
    print("%-22s %5d %9.2f %9.2f %9.2f   %d solved" %
          (label, len(times), rank(0.5), rank(0.99), times[-1], solved))
    print("%-22s slowest: %s" % ("", worst[0]))


if __name__ == "__main__":
    main()
