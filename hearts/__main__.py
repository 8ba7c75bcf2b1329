"""`python -m hearts` runs the hearts command."""

from hearts.cli import main

if __name__ == "__main__":
    main()
