"""What every game shares: the game protocol, rule options, the event-sourced match, records.

Nothing in this package knows a game rule.
"""
