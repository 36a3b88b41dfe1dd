"""The networked table (issue 38): one match, a page per seat on each player's own device.

>>> from deltawidgets.net import Table
>>> Table("delta", seed=1).seats[0].seat
0
"""

from deltawidgets.core.extras import NET, require

require("net", NET, "the networked table")

from deltawidgets.net.table import Table  # noqa: E402  (after the check: it imports tornado)

__all__ = ["Table"]
