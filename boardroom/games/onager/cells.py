"""What an Onager cell shows to the move generator: nothing, a seat's piece
(the top disc of its stack) or a lake; and how many lakes a game places."""

EMPTY, BLACK, WHITE, LAKE_CELL = -1, 0, 1, 2
LAKES_PER_GAME = 3  # Black, White, Black
