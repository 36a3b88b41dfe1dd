"""Interactive lessons: one data file per game teaches its rules step by step (docs/lessons.md).

>>> from deltawidgets.lessons import load_lesson, coverage
>>> lesson = load_lesson("deltav")
>>> lesson.game.title, len(lesson.steps) > 10
('Delta V', True)
>>> all(coverage("deltav").values())
True
"""
from deltawidgets.lessons.lesson import Lesson, LessonError, Step, coverage, lesson_games, load_lesson

__all__ = ["Lesson", "LessonError", "Step", "coverage", "lesson_games", "load_lesson"]
