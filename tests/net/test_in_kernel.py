"""Issue 38, "From a notebook cell": a table started in a real Jupyter kernel serves its pages on
the kernel's own event loop, while the kernel waits between cells, as in a designer's notebook.

The cells run by nbclient fetch the seat's page and open its socket with top-level ``await`` (on
the kernel's loop, on the loopback), and a choice sent from the page moves the match and the
designer's widget.
"""

from __future__ import annotations

import json

import nbformat
from nbclient import NotebookClient

CELLS = [
    "from deltawidgets.net import Table\ntable = Table('delta', seed=1, params={'players': 2}).start()\nlink = table.link(0)",
    "from tornado import httpclient, websocket\npage = await httpclient.AsyncHTTPClient().fetch(link)\nprint(page.code)",
    "import json\nconn = await websocket.websocket_connect(link.replace('http://', 'ws://') + '/ws')\n"
    "first = json.loads(await conn.read_message())\nprint(first['method'], first['state']['cursor'])",
    "conn.write_message(json.dumps({'method': 'custom', 'content': {'type': 'act', 'index': 0, 'step': 0}}))\n"
    "after = json.loads(await conn.read_message())\n"
    "while 'cursor' not in after.get('state', {}):\n    after = json.loads(await conn.read_message())\n"
    "print(json.dumps([after['state']['cursor'], table.match.cursor, table.designer.cursor]))\ntable.stop()",
]


def test_a_table_started_in_a_kernel_serves_its_pages_between_cells():
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in CELLS]
    NotebookClient(nb, timeout=60, kernel_name="python3").execute()
    said = ["".join(o.get("text", "") for o in c.outputs) for c in nb.cells]
    assert said[1].strip() == "200", said
    assert said[2].strip() == "update 0", said
    assert json.loads(said[3]) == [1, 1, 1], said
