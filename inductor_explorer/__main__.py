from inductor_explorer.cli import main

# Guarded: the explorer's name-scan processes are started with "spawn", which imports this module again.
if __name__ == "__main__":
    raise SystemExit(main())
