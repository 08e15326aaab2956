"""The navigator: runs → graph breaks, compiles, compiled graphs → kernels, fused nodes, buffers, FX nodes."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Tree
from textual.widgets.tree import TreeNode

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.counts import graph_counts
from inductor_explorer.model.run import DebugTree, GraphFolder, rank_label
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import counted, inert_line
from inductor_explorer.tui.location import GraphKey, Location, Navigate
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree, label_of

#: Leaves a branch lists before a `… N more` line: unfolding a 1,000-kernel branch rebuilt and measured every
#: line at every jump; `enter` on that line lists the next ones, ctrl+p reaches any.
BRANCH_CAP = 200
#: Graphs a run lists before its `… N more` line (`enter` on it lists the next ones, a jump to one lists up to
#: it): every change of the tree numbers and measures every line again.
GRAPH_CAP = 500
#: Graphs relabelled with their compile ids per frame once the trace logs are read.
RELABEL_EACH_FRAME = 200


def graph_label(
    folder: GraphFolder, loaded: LoadedGraph | None = None, compile_id: str | None = None
) -> Text:
    """`model__0_forward_1.0  forward · compile 0/0 · 3 kernels` (the AOT id until the trace log is read)."""
    text = Text(inert_line(folder.name), "bold")
    facts = [folder.kind or "graph"]
    if compile_id is not None:
        facts.append(f"compile {compile_id}")
    elif folder.aot_id is not None:
        facts.append(f"compile {folder.aot_id}")
    if loaded is not None and loaded.graph is not None:
        facts.append(counted(len(loaded.graph.kernels), "kernel"))
    elif loaded is not None:
        facts.append("failed to load")
    text.append("  " + " · ".join(facts))
    return text


def node_folder(session: DebugTree, key: GraphKey) -> GraphFolder:
    return session.runs[key[0]].graphs[key[1]]


class Navigator(EllipsisTree):
    """Left pane. Moving the cursor previews what is under it; `enter` opens it and focuses the view."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("h,left", "collapse_or_parent", "Collapse", show=False),
        Binding("l,right", "expand_node", "Expand", show=False),
        Binding("enter", "select_cursor", "Open", show=True),
        Binding("space", "toggle_node", "Fold", show=False),
    ]

    @dataclass
    class LoadRequested(Message):
        """The user opened a graph that is not parsed yet."""

        key: GraphKey

    def __init__(self, session: DebugTree, *, id: str | None = None) -> None:
        super().__init__(Text(inert_line(str(session.path))), id=id)
        self.show_root = False
        self.auto_expand = False  # enter opens; only space folds, so enter never hides what it opened
        self.guide_depth = 2
        self._graphs: dict[GraphKey, TreeNode[Location]] = {}
        self._runs: list[TreeNode[Location]] = []
        self._compile_ids: dict[GraphKey, str] = {}
        self._loaded: dict[GraphKey, LoadedGraph] = {}
        self._unfolded: list[TreeNode[Location]] = []  # branches reveal() unfolded
        #: `… N more` line -> its branch, where the branch leads and the (name, label) items not listed yet.
        self._more: dict[int, tuple[TreeNode[Location], Location, list[tuple[str, str]]]] = {}
        #: Where each node leads -> the node (the first one, for session views listed under every run).
        self._node_at: dict[Location, TreeNode[Location]] = {}
        self._highlighted: TreeNode[Location] | None = None  # the node the last highlight was for
        #: Run -> its Compiles branch and trace logs, while its compiles are not listed (see add_traces).
        self._unlisted: dict[int, tuple[TreeNode[Location], RunTraces]] = {}
        #: Run -> its Graph breaks line and Compiles branch (None: its logs have no compile records).
        self._trace_nodes: dict[int, tuple[TreeNode[Location], TreeNode[Location] | None]] = {}
        #: Run -> the compile ids listed under its Compiles branch.
        self._listed: dict[int, set[str]] = {}
        #: Run -> the graphs it may still list before a `… N more` line.
        self._graph_room: list[int] = []
        #: Run -> its graphs' `… N more` line and the graphs behind it, in order.
        self._behind: dict[int, tuple[TreeNode[Location], list[GraphKey]]] = {}
        self._held: set[GraphKey] = set()  # the graphs behind a `… N more` line
        self._session = session
        for r, run in enumerate(session.runs):
            run_node = self.root.add(self._run_label(r), data=Location(None, ViewKind.OVERVIEW), expand=True)
            self._runs.append(run_node)
            self._graph_room.append(GRAPH_CAP)
            self._list_graphs(r, [(r, g) for g in range(len(run.graphs))])

    def _run_label(self, r: int) -> Text:
        run = self._session.runs[r]
        return Text(f"{rank_label(run.rank)}{inert_line(run.name)} ({len(run.graphs)} graphs)")

    def _add_graph(self, key: GraphKey) -> None:
        """A line for graph KEY under its run: filled in if it is parsed, else once it is."""
        at = Location(key, ViewKind.OVERVIEW)
        loaded = self._loaded.get(key)
        folder = node_folder(self._session, key)
        node = self._runs[key[0]].add(graph_label(folder, loaded, self._compile_ids.get(key)), data=at)
        self._graphs[key] = node
        self._node_at[at] = node
        if loaded is None:
            node.add_leaf(Text("loading…", "italic"))
        else:
            self._fill(node, loaded)

    def _list_graphs(self, r: int, keys: list[GraphKey]) -> None:
        """List run R's graphs KEYS after those it lists, as long as it has room (GRAPH_CAP from its start or
        from its last `… N more` line listed); the others wait behind a `… N more` line at its end."""
        line, behind = self._behind.get(r, (None, []))
        held = len(behind)
        for key in keys:
            if key in self._graphs or key in self._held:
                continue
            if line is None and self._graph_room[r] > 0:
                self._add_graph(key)
                self._graph_room[r] -= 1
                continue
            behind.append(key)
            self._held.add(key)
        if line is None and behind:
            self._behind[r] = (self._runs[r].add_leaf(self._more_label(len(behind))), behind)
        elif line is not None and len(behind) > held:
            line.set_label(self._more_label(len(behind)))

    def _list_more_graphs(self, r: int) -> None:
        """List the next GRAPH_CAP graphs behind run R's `… N more` line (the line moves after them)."""
        line, behind = self._behind.pop(r)
        line.remove()
        self._held.difference_update(behind)
        self._graph_room[r] = GRAPH_CAP
        self._list_graphs(r, behind)

    def add_graphs(self, keys: list[GraphKey]) -> None:
        """Graphs appended to their runs after the tree was listed (a huge trace log indexed later, a followed
        log's new graphs): listed after the others (behind the run's `… N more` line past GRAPH_CAP), each
        run's count said again; the cursor stays where it is."""
        runs: dict[int, list[GraphKey]] = {}
        for key in keys:
            if key[0] < len(self._runs):
                runs.setdefault(key[0], []).append(key)
        for r, run_keys in sorted(runs.items()):
            self._list_graphs(r, run_keys)
            self._runs[r].set_label(self._run_label(r))

    def add_runs(self, runs: list[int]) -> None:
        """Runs appended to the tree after it was listed (followed): each listed at the end, its graphs as
        they are added; the cursor stays where it is."""
        for r in runs:
            if r == len(self._runs):
                at = Location(None, ViewKind.OVERVIEW)
                self._runs.append(self.root.add(self._run_label(r), data=at, expand=True))
                self._graph_room.append(GRAPH_CAP)

    def graph_completed(self, key: GraphKey, keep_branch: bool) -> None:
        """Graph KEY's folder was made anew (it was being written when the tree was listed): labelled anew,
        its parse forgotten; its branch emptied until it is parsed again, unless KEEP_BRANCH (its parse is
        asked for at once: populate fills it anew)."""
        self._loaded.pop(key, None)
        node = self._graphs.get(key)
        if node is None:
            return
        node.set_label(graph_label(node_folder(self._session, key), None, self._compile_ids.get(key)))
        if not keep_branch:
            for at in [at for at, held in self._node_at.items() if at.graph == key and held is not node]:
                del self._node_at[at]
            node.collapse()
            node.remove_children()
            node.add_leaf(Text("loading…", "italic"))

    def knows_graph(self, key: GraphKey) -> bool:
        """Whether graph KEY is listed or waits behind its run's `… N more` line."""
        return key in self._graphs or key in self._held

    def graph_node(self, key: GraphKey) -> TreeNode[Location] | None:
        """Graph KEY's line, its run's graphs listed up to it first if it waits behind their `… N more`
        line; None for a graph the navigator does not know."""
        while key in self._held:
            self._list_more_graphs(key[0])
        return self._graphs.get(key)

    def add_traces(self, runs: list[RunTraces]) -> None:
        """Once the trace logs are read: each run's graph breaks and compiles, and each graph's compile id.

        What the handler that got the trace logs does is kept small: on the large run, adding its 1,386
        compiles' lines and relabelling its graphs at once held a key pressed meanwhile for over a second.
        A run's compiles are listed when their branch is first unfolded (or one of them is revealed); the
        graphs are relabelled a few hundred per frame, those on screen first.
        """
        relabel: list[GraphKey] = []
        for run in runs:
            if run.run >= len(self._runs) or not run.traces:
                continue
            relabel.extend(self._add_run_traces(run))
        self._relabel_near(relabel)

    def _add_run_traces(self, run: RunTraces) -> list[GraphKey]:
        """RUN's Graph breaks line and Compiles branch; the graphs to relabel."""
        at = Location(None, ViewKind.BREAKS)
        breaks = self._runs[run.run].add_leaf(Text(f"Graph breaks ({len(run.diagnoses)})"), data=at, before=0)
        self._node_at.setdefault(at, breaks)
        self._trace_nodes[run.run] = (breaks, None)
        return self._add_compiles(run)

    def _add_compiles(self, run: RunTraces) -> list[GraphKey]:
        """RUN's Compiles branch, after its Graph breaks line (none for logs without compile records, such as
        pasted text); the graphs to relabel."""
        if not run.compiles:
            return []
        breaks = self._trace_nodes[run.run][0]
        at = Location(None, ViewKind.COMPILE)
        compiles = self._runs[run.run].add(Text(f"Compiles ({len(run.compiles)})"), data=at, before=1)
        self._node_at.setdefault(at, compiles)
        self._trace_nodes[run.run] = (breaks, compiles)
        self._unlisted[run.run] = (compiles, run)
        self._compile_ids.update(run.graph_compiles)
        return list(run.graph_compiles)

    def update_traces(self, runs: list[RunTraces]) -> None:
        """The trace logs grew (they are followed): each run's counts, its compiles listed so far and its
        graphs' compile ids as they are now. Nothing is removed or made again: the cursor stays put."""
        relabel: list[GraphKey] = []
        for run in runs:
            if run.run >= len(self._runs) or not run.traces:
                continue
            nodes = self._trace_nodes.get(run.run)
            if nodes is None:
                relabel.extend(self._add_run_traces(run))
                continue
            breaks, compiles = nodes
            breaks.set_label(Text(f"Graph breaks ({len(run.diagnoses)})"))
            if compiles is None:
                relabel.extend(self._add_compiles(run))
                continue
            compiles.set_label(Text(f"Compiles ({len(run.compiles)})"))
            if run.run in self._unlisted:
                self._unlisted[run.run] = (compiles, run)
            else:
                self._list_new_compiles(compiles, run)
            changed = [key for key, cid in run.graph_compiles.items() if self._compile_ids.get(key) != cid]
            self._compile_ids.update(run.graph_compiles)
            relabel.extend(changed)
        self._relabel_near(relabel)

    def _relabel_near(self, relabel: list[GraphKey]) -> None:
        """Relabel the graphs RELABEL, those nearest the top of the pane first."""
        top = self.scroll_offset.y
        relabel.sort(key=lambda key: abs(self._graphs[key].line - top) if key in self._graphs else 0)
        self._relabel(relabel)

    def _relabel(self, keys: list[GraphKey]) -> None:
        """Relabel the graphs KEYS with their compile ids, RELABEL_EACH_FRAME now and the rest after the next
        frame (each relabelled node is one more callback before a key pressed meanwhile is handled)."""
        for key in keys[:RELABEL_EACH_FRAME]:
            node = self._graphs.get(key)
            if node is None:
                continue
            label = graph_label(
                node_folder(self._session, key), self._loaded.get(key), self._compile_ids[key]
            )
            if label.plain != label_of(node).plain:
                node.set_label(label)
        rest = keys[RELABEL_EACH_FRAME:]
        if rest:
            self.call_after_refresh(self._relabel, rest)

    def _list_compiles(self, run: int) -> None:
        """List RUN's compiles under its Compiles branch, unless they are listed."""
        unlisted = self._unlisted.pop(run, None)
        if unlisted is not None:
            self._list_new_compiles(*unlisted)

    def _list_new_compiles(self, branch: TreeNode[Location], traces: RunTraces) -> None:
        """List under BRANCH the compiles of TRACES it does not list yet (BRANCH_CAP of them, then a `… N
        more` line: a 2 GB log's 14,769 compiles listed at once held the app's thread 2.2 s)."""
        listed = self._listed.setdefault(traces.run, set())
        items = []
        for compile_id, frame in traces.compiles.items():
            if compile_id not in listed:
                listed.add(compile_id)
                items.append((f"{traces.run}:{compile_id}", f"{compile_id}  {frame.function or ''}"))
        waiting = next((more for more, (held, _, _) in self._more.items() if held is branch), None)
        if waiting is None:
            self._list_leaves(branch, Location(None, ViewKind.COMPILE), items)
        elif items:  # behind the compiles not listed yet
            held, at, rest = self._more[waiting]
            self._more[waiting] = (held, at, rest + items)
            more = next(child for child in branch.children if child.id == waiting)
            more.set_label(self._more_label(len(rest) + len(items)))

    def _list_children(self, node: TreeNode[Location] | None) -> None:
        """Before NODE unfolds: list its children if they wait for it (a run's compiles)."""
        for run, (branch, _) in list(self._unlisted.items()):
            if branch is node:
                self._list_compiles(run)

    def populate(self, loaded: LoadedGraph) -> None:
        """Fill a graph's branch once it is parsed (when it is listed, if it waits behind `… N more`)."""
        self._loaded[loaded.key] = loaded
        node = self._graphs.get(loaded.key)
        if node is None:
            return
        node.set_label(graph_label(loaded.folder, loaded, self._compile_ids.get(loaded.key)))
        node.remove_children()
        self._fill(node, loaded)

    def _fill(self, node: TreeNode[Location], loaded: LoadedGraph) -> None:
        """Graph LOADED's branches under its line NODE."""
        graph = loaded.graph
        key = loaded.key
        if graph is None:
            node.add_leaf(
                Text("could not be loaded: see Overview", "italic"), data=Location(key, ViewKind.OVERVIEW)
            )
            return

        def group(label: str, view: ViewKind, items: list[tuple[str, str]], numbered: bool = True) -> None:
            at = Location(key, view)
            branch = node.add(Text(f"{label} ({len(items)})" if numbered else label), data=at)
            self._node_at[at] = branch
            self._list_leaves(branch, at, items)

        counts = graph_counts(graph)
        group("Kernels", ViewKind.KERNELS, [(k.name, k.name) for k in counts.kernels])
        post = graph.post_fusion.nodes if graph.post_fusion else []
        group("Fused nodes", ViewKind.FUSION, [(n.name, n.name) for n in post if n.is_fused])
        group("Buffers", ViewKind.BUFFERS, [(b, b) for b in graph.buffers])
        shown_fx = graph.first_fx  # what the FX view opens on: a trace-only graph's first stage with nodes
        fx_nodes = shown_fx.nodes if shown_fx else []
        top = shown_fx.top_level if shown_fx else None
        # Subgraphs' nodes (torch.cond branches) reuse the top-level graph's names: only its nodes are listed.
        fx_label = (
            f"FX nodes ({counts.fx_top_level_nodes} of {counts.fx_nodes}: top-level graph)"
            if counts.fx_subgraphs
            else "FX nodes"
        )
        group(
            fx_label,
            ViewKind.FX,
            [(n.name, f"{n.name}  {n.op}") for n in fx_nodes if n.subgraph == top],
            numbered=not counts.fx_subgraphs,
        )
        steps = counts.call_steps or 0
        lines = graph.output_code.line_count if graph.output_code else 0
        for label, at in (
            (f"Wrapper call() ({steps} steps)", Location(key, ViewKind.WRAPPER)),
            (f"output_code.py ({lines} lines)", Location(key, ViewKind.CODE)),
        ):
            self._node_at[at] = node.add_leaf(Text(label), data=at)

    def _list_leaves(self, branch: TreeNode[Location], at: Location, items: list[tuple[str, str]]) -> None:
        """Add BRANCH_CAP of ITEMS under BRANCH (which leads AT), then a `… N more` line holding the rest."""
        key, view = at.graph, at.view
        for name, shown in items[:BRANCH_CAP]:
            self._node_at[Location(key, view, name)] = branch.add_leaf(
                Text(inert_line(shown)), data=Location(key, view, name)
            )
        rest = items[BRANCH_CAP:]
        if rest:
            more = branch.add_leaf(self._more_label(len(rest)))
            self._more[more.id] = (branch, at, rest)

    @staticmethod
    def _more_label(count: int) -> Text:
        return Text(f"… {count} more (enter: list them; ctrl+p: jump to one)", "italic")

    def _list_more(self, more: TreeNode[Location]) -> None:
        branch, at, rest = self._more.pop(more.id)
        more.remove()
        self._list_leaves(branch, at, rest)

    def _list_up_to(self, location: Location) -> None:
        """List the leaves of LOCATION's branch up to it when it waits behind a `… N more` line."""
        while location not in self._node_at:
            found = next(
                (
                    more
                    for more, (branch, at, rest) in self._more.items()
                    if at.view is location.view
                    and at.graph == location.graph
                    and any(name == location.target for name, _ in rest)
                ),
                None,
            )
            if found is None:
                return
            node = next(child for child in self._more[found][0].children if child.id == found)
            self._list_more(node)

    def reveal(self, location: Location) -> None:
        """Move the cursor to the node of LOCATION (else of its view, else of its graph), unfolding its
        branch.

        For jumps made elsewhere (links, ctrl+p, history): the tree shows where one is; the focus stays put.
        """
        graph, view = location.graph, location.view
        if graph is not None:
            self.graph_node(graph)  # listed, if it waits behind its run's `… N more` line
        if view is ViewKind.COMPILE and location.target is not None:
            run, _, _ = location.target.partition(":")
            if run.isdigit():
                self._list_compiles(int(run))
                self._list_up_to(location)
        node = None
        for candidate in (location, Location(graph, view), Location(graph, ViewKind.OVERVIEW)):
            node = self._node_at.get(candidate)
            if node is not None:
                break
        if node is None or node is self.cursor_node:
            return
        ancestors = []
        parent = node.parent
        while parent is not None and parent is not self.root:
            ancestors.append(parent)
            parent = parent.parent
        folded = [branch for branch in ancestors if not branch.is_expanded]
        # Branches unfolded for an earlier jump fold again, so the tree does not grow with every jump. Those
        # of the same graph stay while this jump unfolds nothing (a view switch back to where the last jump
        # led): folding or unfolding makes Textual number every line of the tree again and draw it whole.
        if folded or any(b.data is None or b.data.graph != graph for b in self._unfolded):
            for branch in self._unfolded:
                if branch not in ancestors:
                    branch.collapse()
            self._unfolded = folded
            for branch in folded:
                branch.expand()
        # After a change of the tree (this unfolding, a graph's branch listed when it was read), Textual
        # numbers its lines again when it next idles or when they are asked for, as `last_line` does: the
        # node has its line number now and the cursor moves in the jump's own frame. Unchanged, it is free.
        self.last_line  # noqa: B018 - reading it numbers the lines
        self.move_cursor(node)

    def _request(self, node: TreeNode[Location]) -> None:
        location = node.data
        if location is None:
            return
        if location.graph is not None and node is self._graphs.get(location.graph):
            self.post_message(self.LoadRequested(location.graph))

    def on_tree_node_expanded(self, event: Tree.NodeExpanded) -> None:
        event.stop()
        # Unfolded some other way than below (a mouse click on its arrow): listed a frame late.
        self._list_children(event.node)
        self._request(event.node)

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted) -> None:
        event.stop()
        if event.node is self._highlighted:
            # The same node, its line moved by rows added above it (the trace logs were read): not the user
            # moving the cursor, and where the user went meanwhile stays on screen.
            return
        self._highlighted = event.node
        location = event.node.data
        if location is not None and self.has_focus:
            self.post_message(
                Navigate(
                    location.view,
                    location.target,
                    location.graph,
                    replace=True,
                    focus=False,
                    session=location.graph is None,
                    reveal=False,
                )
            )

    def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        event.stop()
        if event.node.id in self._more:
            self._list_more(event.node)
            return
        run = next((r for r, (line, _) in self._behind.items() if line is event.node), None)
        if run is not None:
            self._list_more_graphs(run)
            return
        location = event.node.data
        if location is None:
            return
        leaf = not event.node.allow_expand
        if not leaf:
            self._list_children(event.node)
            event.node.expand()
        self.post_message(
            Navigate(
                location.view,
                location.target,
                location.graph,
                focus=leaf,
                session=location.graph is None,
                reveal=False,
            )
        )

    def action_collapse_or_parent(self) -> None:
        node = self.cursor_node
        if node is None:
            return
        if node.is_expanded and node.allow_expand:
            node.collapse()
        elif node.parent is not None and node.parent is not self.root:
            self.move_cursor(node.parent)

    def action_expand_node(self) -> None:
        node = self.cursor_node
        if node is not None and node.allow_expand:
            self._list_children(node)
            node.expand()

    def action_toggle_node(self) -> None:
        self._list_children(self.cursor_node)
        super().action_toggle_node()
