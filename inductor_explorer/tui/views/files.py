"""Files view: every file under the PATH explored, with its size and what it is; `enter` opens one.

Both panes are Line-API source panes, which draw only the lines on screen: a listing of thousands of files
and a file of millions of lines open at once. Text files open highlighted by kind and searchable; images
and binary files say what they are and where they are, since a terminal cannot show them. The session lists
the files and reads the one opened in a worker; the panes say what is being read meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.model.files import ArtifactFile, FileInventory
from inductor_explorer.session import Session
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.files import (
    file_text,
    files_title,
    kept_files,
    listing,
    listing_status,
    reading_text,
    source_status,
    source_title,
)
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.source_view import SourceView


class FilesView(View):
    """Every file of the session's run and graph folders (and trace logs), any of them readable."""

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

    @dataclass
    class Listed(Message):
        """The session listed its files."""

        inventory: FileInventory

    @dataclass
    class FileRead(Message):
        """FILE was read: TEXT is what the source pane shows, with LEXER."""

        file: ArtifactFile
        text: str
        lexer: str | None

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._inventory: FileInventory | None = None
        self._listing = False  # the session was asked for the listing
        self._wanted: str | None = None  # the file to open once they are listed
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
    def inventory(self) -> FileInventory | None:
        """The files listed (None until the session has listed them: the view lists them when first
        opened, as the other views never need them)."""
        return self._inventory

    @work(thread=True, exclusive=True, exit_on_error=False, group="files-list")
    def _list_files(self, session: Session) -> None:
        self.post_message(self.Listed(session.files()))

    def on_files_view_listed(self, message: FilesView.Listed) -> None:
        message.stop()
        self._inventory = message.inventory
        self._fill()
        self.query_one("#files-source", SourceView).set_source(
            "enter on a file above opens it here; / in it searches it\n", None
        )
        wanted, self._wanted = self._wanted, None
        if wanted is not None:
            listing = self.query_one("#files-list", SourceView)
            self._open_file(message.inventory, wanted)
            if listing.has_focus and not self._focus_list:
                self.query_one("#files-source", SourceView).focus()

    def _fill(self) -> None:
        """List the files the filter keeps (all without one), under their folders' headings."""
        inventory = self._inventory
        if inventory is None:
            return
        files = kept_files(inventory, self._filter)
        self.query_one("#files-title", Static).update(files_title(inventory, len(files), self._filter))
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

    def search(self, query: str, direction: int = 1, pane: Widget | None = None) -> bool:
        if pane is self.query_one("#files-source"):
            return super().search(query, direction, pane)
        return self.filter(query)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        self._focus_list = target is None  # `f`, or back from a file: the listing
        inventory = self._inventory
        if inventory is None:
            self._wanted = target
            if not self._listing:
                self._listing = True
                self.query_one("#files-title", Static).update(Text("reading the file list…", "italic"))
                self._list_files(self.explorer.state.session)
            return
        if target:
            self._open_file(inventory, target)

    def _open_file(self, inventory: FileInventory, target: str) -> None:
        """Put the listing's cursor on the file TARGET and have the session read it into the pane below."""
        file = inventory.by_name(target)
        if file is None or file is self._open:
            return
        if id(file) not in self._line_of:  # filtered out: show every file again
            self.filter("")
        self.query_one("#files-list", SourceView).move_cursor(self._line_of[id(file)], center=True)
        self._open = file
        source = self.query_one("#files-source", SourceView)
        source.set_source(reading_text(file.name), None)
        source.border_title = inert_line(source_title(file))
        self._source_moved(1)
        self._read_file(self.explorer.state.session, file)

    @work(thread=True, exclusive=True, exit_on_error=False, group="files-read")
    def _read_file(self, session: Session, file: ArtifactFile) -> None:
        text, problems = session.read_text(file.path) if file.shown == "text" else (None, [])
        self.post_message(self.FileRead(file, *file_text(file, text, problems, session.real_path(file.path))))

    def on_files_view_file_read(self, message: FilesView.FileRead) -> None:
        message.stop()
        if message.file is not self._open:
            return  # another file was opened meanwhile
        self.query_one("#files-source", SourceView).set_source(message.text, message.lexer)
        self._source_moved(1)

    def _file_at(self, line: int) -> ArtifactFile | None:
        return self._rows[line - 1] if 1 <= line <= len(self._rows) else None

    def _list_moved(self, line: int) -> None:
        file = self._file_at(line)
        if file is not None or self._rows:
            self._status(listing_status(file))

    def _source_moved(self, line: int) -> None:
        file = self._open
        if file is not None:
            source = self.query_one("#files-source", SourceView)
            self._status(source_status(file, line, source.line_count))

    def _status(self, text: Text) -> None:
        # One line high whatever it says: no relayout of the screen per cursor move.
        self.query_one("#files-status", Static).update(text, layout=False)

    def on_source_view_followed(self, event: SourceView.Followed) -> None:
        event.stop()
        file = self._file_at(event.line) if event.view.id == "files-list" else None
        if file is not None:
            self.post_message(Navigate(ViewKind.FILES, file.name))

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

    def default_focus(self) -> Widget | None:
        return self.query_one("#files-list" if self._focus_list or self._open is None else "#files-source")
