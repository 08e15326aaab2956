"""Files view: every file under the PATH explored, with its size and what it is; `enter` opens one.

Text files open in a Line-API source pane (any size, highlighted by kind, searchable); images and binary
files say what they are and where they are, since a terminal cannot show them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from inductor_explorer.loader.files import read_text
from inductor_explorer.loader.inventory import list_files
from inductor_explorer.model.files import ArtifactFile, FileInventory
from inductor_explorer.report.text import inert_line
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.store import LoadedGraph
from inductor_explorer.tui.widgets.key_table import KeyTable
from inductor_explorer.tui.widgets.source_view import SourceView
from inductor_explorer.tui.widgets.view import View

if TYPE_CHECKING:
    from inductor_explorer.tui.app import ExplorerApp

COLUMNS = ("file", "size", "what it is", "folder")


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


class FileTable(KeyTable):
    """The files: `enter` opens the highlighted one in the pane below."""

    BINDINGS = [Binding("enter", "select_cursor", "Open", tooltip="Open the file in the pane below")]


class FilesView(View):
    """Every file of the session's run and graph folders (and trace logs), any of them readable."""

    VIEW_ID = "files"
    SEARCH_PANE = "#files-source"
    BINDINGS = [Binding("x", "clear_filter", "Clear filter", show=False, tooltip="Files table: show every file")]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._inventory: FileInventory | None = None
        self._filter = ""
        self._open: ArtifactFile | None = None

    @property
    def explorer(self) -> ExplorerApp:
        return cast("ExplorerApp", self.app)

    def compose(self) -> ComposeResult:
        yield Static(id="files-title", classes="view-title")
        yield FileTable(id="files-table", classes="pane", cursor_type="row", zebra_stripes=True)
        yield SourceView(id="files-source", classes="pane", on_cursor=self._cursor_moved)
        yield Static(id="files-status", classes="view-status")

    def on_mount(self) -> None:
        self.query_one(FileTable).add_columns(*COLUMNS)

    @property
    def inventory(self) -> FileInventory:
        """Listed when the view is first opened (the other views never need it)."""
        if self._inventory is None:
            self._inventory = list_files(self.explorer.session)
            self._fill()
        return self._inventory

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        inventory = self.inventory
        file = inventory.by_name(target) if target else None
        if file is not None and file is not self._open:
            self._select(file.name)
            self._show_file(file)
        elif file is None and self._open is None:
            self.query_one("#files-source", SourceView).set_source(
                "enter on a file opens it here; / in this pane searches it, / in the table filters the files\n", None)

    def _visible(self) -> list[ArtifactFile]:
        needle = self._filter.lower()
        files = self._inventory.files if self._inventory else []
        return [f for f in files if not needle or needle in f.name.lower() or needle in f.kind.lower()]

    def _fill(self) -> None:
        table = self.query_one(FileTable)
        table.clear()
        rows = self._visible()
        for file in rows:
            # The folder last: run folder names are long, and the name, size and kind fit in 80 columns.
            table.add_row(Text(inert_line(file.path.name)), Text(human_size(file.size), justify="right"),
                          Text(inert_line(file.kind)), Text(inert_line(str(Path(file.name).parent))), key=file.name)
        inventory = self._inventory
        total = len(inventory.files) if inventory else 0
        note = f" · filter {self._filter!r} (x clears)" if self._filter else ""
        more = f" · {inventory.truncated} more not listed" if inventory and inventory.truncated else ""
        self.query_one("#files-title", Static).update(
            Text(f"{len(rows)} of {total} files{note}{more} · enter: open · / filters"))

    def _select(self, name: str) -> None:
        table = self.query_one(FileTable)
        if name not in {f.name for f in self._visible()}:
            self._filter = ""
            self._fill()
        try:
            table.move_cursor(row=table.get_row_index(name))
        except Exception:
            return

    def _show_file(self, file: ArtifactFile) -> None:
        self._open = file
        text, lexer = file_text(file)
        self.query_one("#files-source", SourceView).set_source(text, lexer)
        self.query_one("#files-source", SourceView).border_title = inert_line(file.name)
        self._cursor_moved(1)

    def _cursor_moved(self, line: int) -> None:
        file = self._open
        if file is None:
            return
        source = self.query_one("#files-source", SourceView)
        status = Text(f"line {line} of {source.line_count} · {human_size(file.size)} · {file.kind}")
        self.query_one("#files-status", Static).update(status, layout=False)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value:
            self.post_message(Navigate("files", str(event.row_key.value)))

    def filter(self, query: str) -> bool:
        self._filter = query
        self._fill()
        return bool(self._visible())

    def action_clear_filter(self) -> None:
        self.filter("")

    def search(self, query: str, direction: int = 1, pane=None) -> bool:
        if pane is self.query_one(FileTable):
            return self.filter(query)
        return super().search(query, direction, pane)

    def current_target(self) -> str | None:
        return self._open.name if self._open else None

    def default_focus(self):
        return self.query_one("#files-source" if self._open else "#files-table")
