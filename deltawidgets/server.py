"""Opt-in: a Jupyter server whose kernel websockets send every frame at once (TCP_NODELAY).

Why: a stock jupyter_server leaves Nagle's algorithm on for the kernel websocket. A widget click
makes the kernel send two messages about a millisecond apart (the "busy" status, then the
widget's update); the second waits until the browser acknowledges the first, and browsers
delay that acknowledgement by about 40 ms. Measured with ``benchmarks/browser_latency.py``: a
Delta V click takes about 48 ms to show with the stock server, about 10 ms with this setting.

How: jupyter_server lets the kernel websocket's connection class be chosen by configuration
(``ServerApp.kernel_websocket_connection_class``; Voila has the same option on ``Voila``).
:class:`NoDelayKernelConnection` is the stock class plus one call, tornado's own
``WebSocketHandler.set_nodelay(True)``, made when the websocket opens (after the HTTP upgrade,
so tornado does not turn it off again). Nothing else changes, and nothing happens unless a
server is configured to use it:

- one JupyterLab session::

      jupyter lab --ServerApp.kernel_websocket_connection_class=deltawidgets.server.NoDelayKernelConnection

- on mybinder: ``binder/start`` puts ``binder/`` on Jupyter's config path, so the server reads
  ``binder/jupyter_server_config.json``;

- every session of a user or an environment: put ``binder/jupyter_server_config.json`` (this
  repository) in a Jupyter config folder (``jupyter --paths`` lists them), for example
  ``~/.jupyter/jupyter_server_config.json``, or this line in ``jupyter_server_config.py``::

      c.ServerApp.kernel_websocket_connection_class = "deltawidgets.server.NoDelayKernelConnection"

- a Voila app::

      voila app.ipynb --Voila.kernel_websocket_connection_class=deltawidgets.server.NoDelayKernelConnection

The trade-off is the usual one for interactive traffic: small frames are not batched, which on a
local or fast link costs nothing noticeable.

>>> from deltawidgets.server import NoDelayKernelConnection
>>> NoDelayKernelConnection.__mro__[1].__name__
'ZMQChannelsWebsocketConnection'
"""

from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

#: the value to give ``ServerApp.kernel_websocket_connection_class`` (or Voila's option)
CONNECTION_CLASS = "deltawidgets.server.NoDelayKernelConnection"


class NoDelayKernelConnection(ZMQChannelsWebsocketConnection):
    """The stock kernel websocket connection, with TCP_NODELAY on its socket."""

    def connect(self):
        # called from the handler's open(), once the websocket is up
        self.websocket_handler.set_nodelay(True)
        return super().connect()
