from inductor_explorer.cli import main

raise SystemExit(main())
