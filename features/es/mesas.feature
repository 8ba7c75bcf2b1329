# language: es
Característica: Mesas de tres, cinco y seis
  Con tres, cinco o seis jugadores salen de la baraja unas pocas cartas que no
  puntúan, o sobran y quedan boca abajo, para que todos reciban las mismas cartas
  (docs/players.md).

  @DEAL @variant:three-2d
  Escenario: A tres, sin el 2♦, cada jugador recibe 17 cartas
    Dado que se reparte una partida nueva con la semilla 7
    Entonces cada jugador tiene 17 cartas
    Y entre todas las manos hay 51 cartas distintas

  @DEAL @variant:three-kitty
  Escenario: A tres con la baraja entera, 17 cartas por cabeza y una boca abajo
    Dado que se reparte una partida nueva con la semilla 7
    Entonces cada jugador tiene 17 cartas
    Y entre todas las manos hay 51 cartas distintas

  @DEAL @variant:five-2d2c
  Escenario: A cinco, sin el 2♦ ni el 2♣, cada jugador recibe 10 cartas
    Dado que se reparte una partida nueva con la semilla 7
    Entonces cada jugador tiene 10 cartas
    Y entre todas las manos hay 50 cartas distintas

  @DEAL @variant:six-twos
  Escenario: A seis, sin los cuatro doses, cada jugador recibe 8 cartas
    Dado que se reparte una partida nueva con la semilla 7
    Entonces cada jugador tiene 8 cartas
    Y entre todas las manos hay 48 cartas distintas
