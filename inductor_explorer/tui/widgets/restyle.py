"""Panes that take their styles for a focus change from a memo instead of matching the stylesheet again.

Every focus change (each tab, and each jump that moves the focus to another pane) has Textual (8.2) match
the whole stylesheet against the pane losing the focus and the one gaining it, then against a virtual node
per component class (cursor, gutter, highlighted option, ...) and per scrollbar, a cost paid at every
jump. A pane only ever has a handful of states (focused or not, hovered or not), so
what matching gave for each is kept, and used again while the stylesheet is the same one and the pane and
its ancestors have the same classes and pseudo-classes.
"""

from __future__ import annotations

from textual.scrollbar import ScrollBar
from textual.types import NoActiveAppError

from inductor_explorer.tui.tuning import TUNED


def scrollbars_of(widget) -> list[ScrollBar]:
    """The scrollbars (and corner) WIDGET has made so far; Textual keeps them outside its DOM children."""
    return [
        bar
        for bar in (widget._vertical_scrollbar, widget._horizontal_scrollbar, widget._scrollbar_corner)
        if bar is not None
    ]


def _replace_rules(node, rules: dict) -> None:
    """What `Stylesheet.replace_rules` does without animation, setting only the rules that differ (it set
    every rule the node has, ~30, each a property write)."""
    current = node.styles.base._rules
    changed = [key for key in current.keys() | rules.keys() if current.get(key) != rules.get(key)]
    if not changed:
        return
    base = node.styles.base
    for key in changed:
        setattr(base, key, rules.get(key))
    node.notify_style_update()


class QuickRestyle:
    """Mixin for a widget without DOM children (put it first in the bases); Textual's own restyling without
    the tunings (`tuning.TUNED`)."""

    _restyle_rules: object = None  # the stylesheet's rule list the memo was made with
    _restyle_memo: dict | None = None

    def _restyle_key(self) -> tuple:
        # Selectors match on the classes and pseudo-classes of the pane and of every ancestor (a narrow
        # layout class on the screen, :focus-within on a view, :dark on the app).
        return tuple(
            (node, frozenset(node._classes), frozenset(node.get_pseudo_classes()))
            for node in self.ancestors_with_self  # type: ignore[attr-defined]
        )

    def update_node_styles(self, animate: bool = True) -> None:
        try:
            stylesheet = self.app.stylesheet  # type: ignore[attr-defined]
        except NoActiveAppError:
            return
        if not TUNED or self.children or not self.is_attached:  # type: ignore[attr-defined]
            super().update_node_styles(animate)  # type: ignore[misc]
            return
        rules = stylesheet._rules
        if rules is not self._restyle_rules or self._restyle_memo is None:
            self._restyle_rules, self._restyle_memo = rules, {}
        key = self._restyle_key()
        remembered = self._restyle_memo.get(key)
        bars = scrollbars_of(self)
        if remembered is None or len(remembered[2]) != len(bars):
            super().update_node_styles(animate)  # type: ignore[misc]
            self._restyle_memo[key] = (
                dict(self.styles.base._rules),  # type: ignore[attr-defined]
                dict(self._component_styles),  # type: ignore[attr-defined]
                [dict(bar.styles.base._rules) for bar in bars],
            )
            return
        node_rules, components, bar_rules = remembered
        _replace_rules(self, node_rules)
        if components != self._component_styles:  # type: ignore[attr-defined]
            self._component_styles.clear()  # type: ignore[attr-defined]
            self._component_styles.update(components)  # type: ignore[attr-defined]
            self.refresh()  # type: ignore[attr-defined]
        for bar, rules_of_bar in zip(bars, bar_rules):
            _replace_rules(bar, rules_of_bar)
