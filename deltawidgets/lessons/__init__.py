"""Interactive lessons: one data file per game teaches its rules step by step (docs/lessons.md).

>>> from deltawidgets.lessons import load_lesson, coverage
>>> lesson = load_lesson("deltav")
>>> lesson.game.title, len(lesson.steps) > 10
('Delta V', True)
>>> all(coverage("deltav").values())
True
>>> coverage("deltav", "played")["Setting Up the Game"], coverage("deltav", "explained")["Setting Up the Game"]
([], ['move'])
"""

from deltawidgets.lessons.lesson import Lesson, LessonError, Step, coverage, coverage_table, lesson_games, load_lesson

__all__ = ["Lesson", "LessonError", "Step", "coverage", "coverage_table", "lesson_games", "load_lesson"]
