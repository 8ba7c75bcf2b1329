"""Bots Easy, Normal and Hard (AI-EASY, AI-NORMAL, AI-HARD). They see player views only (AI-INFO)."""
