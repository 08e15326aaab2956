"""CPU seconds to fill the Kernel view's link pane and draw 40 of its rows: the explorer's LinkList against
Textual's OptionList over the same options (issue 22: the link pane as a line-API widget).

    python benchmarks/link_list_probe.py [PATH]      # default: sample_runs/training_triton

Prints one line: CPU time (`time.process_time`), not wall time, which means something on a shared machine.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

from textual.widgets import OptionList
from textual.widgets.option_list import Option

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from inductor_explorer.session import SessionOptions, open_session  # noqa: E402
from inductor_explorer.tui.app import make_app  # noqa: E402
from inductor_explorer.tui.location import Location  # noqa: E402
from inductor_explorer.tui.widgets.link_list import LinkList  # noqa: E402

ROWS = 40
REPEATS = 200


async def main(path: Path) -> str:
    app = make_app(open_session(path, SessionOptions(parse_cache=False, threads=True)))
    async with app.run_test(size=(160, 48)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        graph = app.state.loaded[(0, 0)].graph
        app.go(Location((0, 0), "kernels", graph.kernels[0].name), focus=True)
        await app.workers.wait_for_complete()
        await pilot.pause()
        links = app.query_one("#kernel-links", LinkList)
        shown = links.links
        options = [links.get_option_at_index(i) for i in range(links.option_count)]
        stock = OptionList()
        stock.styles.dock = "top"
        stock.styles.width = links.size.width
        stock.styles.height = ROWS + 4
        await app.screen.mount(stock)
        await pilot.pause()
        start = time.process_time()
        for _ in range(REPEATS):
            links.set_links(shown)
            [links.render_line(y) for y in range(ROWS)]
        mine = (time.process_time() - start) / REPEATS
        start = time.process_time()
        for _ in range(REPEATS):
            stock.set_options([Option(option.prompt, disabled=option.disabled) for option in options])
            stock.highlighted = 1
            stock.render_lines(stock.size.region)
            [stock.render_line(y) for y in range(ROWS)]
        theirs = (time.process_time() - start) / REPEATS
        return (
            f"{links.option_count} links, {links.virtual_size.height} rows at width {links.size.width}: fill "
            f"and draw {ROWS} rows, LinkList {mine * 1000:.2f} ms CPU, OptionList {theirs * 1000:.2f} ms CPU"
        )


if __name__ == "__main__":
    default = ROOT / "sample_runs" / "training_triton" / "torch_compile_debug"
    print(asyncio.run(main(Path(sys.argv[1]) if len(sys.argv) > 1 else default)))
