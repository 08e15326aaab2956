"""Files view: every file under the PATH explored, with its size and what it is; `enter` opens one.

Both panes are Line-API source panes, which draw only the lines on screen: a listing of thousands of files
and a file of millions of lines open at once. Text files open highlighted by kind and searchable; images
and binary files say what they are and where they are, since a terminal cannot show them.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from inductor_explorer.loader.files import read_text
from inductor_explorer.loader.inventory import list_files
from inductor_explorer.model.files import ArtifactFile, FileInventory
from inductor_explorer.report.text import inert_line
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.source_view import SourceView

SIZE_WIDTH = 10


def human_size(size: int) -> str:
    """`812 B`, `12.3 KiB`, `4.0 MiB`."""
    if size < 1024:
        return f"{size} B"
    scaled = float(size)
    for unit in ("KiB", "MiB", "GiB"):
        scaled /= 1024
        if scaled < 1024 or unit == "GiB":
            break
    return f"{scaled:.1f} {unit}"


def listing(files: list[ArtifactFile]) -> tuple[list[str], list[ArtifactFile | None]]:
    """The listing's lines and the file on each (None: a folder's heading).

    A heading per folder, then one line per file: size, name, what it is; the file names stay readable at 80
    columns although run folder names are long (the status line repeats the kind and the path in full).
    """
    lines: list[str] = []
    rows: list[ArtifactFile | None] = []
    folder = None
    for file in files:
        parent, _, base = file.name.rpartition("/")
        if parent != folder or not lines:
            folder = parent
            parts = parent.split("/")
            # Its last two folders first (`torchinductor/model__0_forward_1.0/`), the whole path after them.
            lines.append(f"{'/'.join(parts[-2:])}/   in {parent}/" if len(parts) > 2 else f"{parent or '.'}/")
            rows.append(None)
        lines.append(f"{human_size(file.size):>{SIZE_WIDTH}}  {base}   {file.kind}")
        rows.append(file)
    return lines, rows


def file_text(file: ArtifactFile) -> tuple[str, str | None]:
    """What the source pane shows for FILE, and its lexer: the text itself, or words saying what it is."""
    if file.shown == "text":
        text, problems = read_text(file.path)
        if text:
            return text, file.lexer
        if text is not None:
            return f"(empty file: {human_size(file.size)})\n", None
        why = problems[0].message if problems else "it could not be read"
        return f"{file.name}: {why}\n{file.path}\n", None
    if file.shown == "image":
        hint = "a terminal cannot show it: open it in a browser or an image viewer"
    else:
        hint = "not text, so not shown here"
    return f"{file.kind}\n{human_size(file.size)}; {hint}\n{file.path.resolve()}\n", None


def source_title(file: ArtifactFile) -> str:
    """The open file's pane title: its folder and name (`model__0_forward_1.0/output_code.py`), which an
    80-column border keeps; the listing above names its whole folder."""
    return "/".join(file.name.split("/")[-2:])


class FilesView(View):
    """Every file of the session's run and graph folders (and trace logs), any of them readable."""

    VIEW_ID = "files"
    SEARCH_PANE = "#files-list"

    BINDINGS = [
        Binding(
            "slash",
            "app.search",
            "Filter",
            key_display="/",
            tooltip="Filter the listing by file name or kind (in the file below: search it)",
        ),
        Binding("x", "clear_filter", "Clear filter", show=False, tooltip="Show every file again"),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._inventory: FileInventory | None = None
        self._open: ArtifactFile | None = None
        self._focus_list = True
        self._rows: list[ArtifactFile | None] = []
        self._line_of: dict[int, int] = {}
        self._filter = ""

    def compose(self) -> ComposeResult:
        yield Static(id="files-title", classes="view-title")
        yield SourceView(id="files-list", classes="pane", on_cursor=self._list_moved)
        yield SourceView(id="files-source", classes="pane", on_cursor=self._source_moved)
        yield Static(id="files-status", classes="view-status")

    @property
    def inventory(self) -> FileInventory:
        """Listed when the view is first opened (the other views never need it)."""
        if self._inventory is None:
            self._inventory = list_files(self.explorer.state.session)
            self._fill()
            self.query_one("#files-source", SourceView).set_source(
                "enter on a file above opens it here; / in it searches it\n", None
            )
        return self._inventory

    def _fill(self) -> None:
        """List the files the filter keeps (all without one), under their folders' headings."""
        inventory = self._inventory
        if inventory is None:
            return
        needle = self._filter.lower()
        files = [f for f in inventory.files if needle in f.name.lower() or needle in f.kind.lower()]
        more = f" · {inventory.truncated} more not listed" if inventory.truncated else ""
        shown = (
            f"{len(files)} of {len(inventory.files)} files · filter {self._filter!r} (x clears)"
            if self._filter
            else f"{len(inventory.files)} files"
        )
        self.query_one("#files-title", Static).update(
            Text(f"{inert_line(shown)}{more} · enter: open · / filters · h/l: scroll sideways")
        )
        lines, self._rows = listing(files)
        self._line_of = {id(f): n for n, f in enumerate(self._rows, 1) if f is not None}
        # The cursor starts on the first file, under its folder's heading.
        self.query_one("#files-list", SourceView).set_source("\n".join(lines), None, cursor=2 if files else 1)

    def filter(self, query: str) -> bool:
        """Keep only the files whose name or kind contains QUERY (any case); whether any is left."""
        self._filter = query
        self._fill()
        return any(self._rows)

    def action_clear_filter(self) -> None:
        self.filter("")

    def search(self, query: str, direction: int = 1, pane=None) -> bool:
        if pane is self.query_one("#files-source"):
            return super().search(query, direction, pane)
        return self.filter(query)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        inventory = self.inventory
        self._focus_list = target is None  # `f`, or back from a file: the listing
        file = inventory.by_name(target) if target else None
        if file is not None and file is not self._open:
            if id(file) not in self._line_of:  # filtered out: show every file again
                self.filter("")
            self.query_one("#files-list", SourceView).move_cursor(self._line_of[id(file)], center=True)
            self._open = file
            text, lexer = file_text(file)
            source = self.query_one("#files-source", SourceView)
            source.set_source(text, lexer)
            source.border_title = inert_line(source_title(file))
            self._source_moved(1)

    def _file_at(self, line: int) -> ArtifactFile | None:
        return self._rows[line - 1] if 1 <= line <= len(self._rows) else None

    def _list_moved(self, line: int) -> None:
        file = self._file_at(line)
        if file is not None:
            self._status(f"{human_size(file.size)} · {file.kind} · {file.name}")
        elif self._rows:
            self._status("a folder: the files below are in it")

    def _source_moved(self, line: int) -> None:
        file = self._open
        if file is not None:
            source = self.query_one("#files-source", SourceView)
            self._status(f"line {line} of {source.line_count} · {human_size(file.size)} · {file.kind}")

    def _status(self, text: str) -> None:
        # One line high whatever it says: no relayout of the screen per cursor move.
        self.query_one("#files-status", Static).update(
            Text(inert_line(text), no_wrap=True, overflow="ellipsis"), layout=False
        )

    def on_source_view_followed(self, event: SourceView.Followed) -> None:
        event.stop()
        file = self._file_at(event.line) if event.view.id == "files-list" else None
        if file is not None:
            self.post_message(Navigate("files", file.name))

    def current_target(self) -> str | None:
        return self._open.name if self._open else None

    def current_file(self) -> tuple[Path, int] | None:
        """The file open below at its cursor line; with the listing focused, the file under its cursor."""
        listing = self.query_one("#files-list", SourceView)
        if listing.has_focus or self._open is None:
            file = self._file_at(listing.cursor_line)
            return (file.path, 1) if file is not None and file.shown == "text" else None
        if self._open.shown != "text":
            return None
        return self._open.path, self.query_one("#files-source", SourceView).cursor_line

    def default_focus(self):
        return self.query_one("#files-list" if self._focus_list or self._open is None else "#files-source")
