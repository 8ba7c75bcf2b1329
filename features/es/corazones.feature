# language: es
@variant:card-1.0.0
Característica: Romper los corazones y salir con ellos
  Los corazones se rompen cuando alguien echa un corazón en una baza de otro
  palo. Hasta entonces nadie puede salir con un corazón, a menos que solo le
  queden corazones.

  Antecedentes:
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 9♦
    Y que Este tiene 3♣
    Y que Sur tiene 4♣ 2♦

  @HEARTS-LEAD
  Escenario: No se puede salir con corazones antes de que se rompan
    Dado que Oeste tiene A♣ 5♦ 3♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Entonces los corazones no están rotos
    Y Oeste no puede salir con 3♥ por HEARTS-LEAD
    Y Oeste puede salir con 5♦

  @HEARTS-BREAK @HEARTS-LEAD
  Escenario: Un corazón echado en otro palo rompe los corazones, y desde entonces se puede salir con ellos
    Dado que Este tiene 5♥
    Y que Este no tiene diamantes
    Y que Oeste tiene A♣ K♦ 8♠ 3♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza K♦ 9♦ 5♥ 2♦
    Entonces Oeste gana la baza
    Y los corazones están rotos
    Y Oeste puede salir con 3♥

  @HEARTS-BREAK @Q2
  Esquema del escenario: La dama de picas no rompe los corazones en la tarjeta (algunos motores dicen que sí)
    Dado que se juega con las reglas <variante>
    Y que Este tiene la dama de picas
    Y que Este no tiene diamantes
    Y que Oeste tiene A♣ K♦ 8♠ 3♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza K♦ 9♦ Q♠ 2♦
    Entonces Oeste gana la baza
    Y <corazones>
    Y <salida>

    Ejemplos:
      | variante   | corazones                     | salida                                         |
      | card-1.0.0 | los corazones no están rotos  | Oeste no puede salir con 3♥ por HEARTS-LEAD    |
      | web        | los corazones no están rotos  | Oeste no puede salir con 3♥ por HEARTS-LEAD    |
      | openspiel  | los corazones están rotos     | Oeste puede salir con 3♥                       |

  @HEARTS-BREAK @HEARTS-LEAD @Q2
  Escenario: Quien solo tiene corazones puede salir con uno, y eso los rompe
    Dado que Oeste tiene A♣ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Entonces los corazones no están rotos
    Y las cartas legales de Oeste son 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥
    Cuando Oeste sale con 5♥
    Entonces los corazones están rotos

  @HEARTS-LEAD @Q5
  Esquema del escenario: Quien sale con solo corazones y la Q♠ tiene que salir con la Q♠
    Dado que el ajuste hearts_lead_exception de la variante vale <excepcion>
    Y que Oeste tiene A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Entonces las cartas legales de Oeste son <legales>

    Ejemplos:
      | excepcion             | legales                                |
      | only-hearts           | Q♠                                     |
      | only-hearts-and-queen | Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ |

  @HEARTS-LEAD @Q5
  Escenario: Con la tarjeta se rechaza la salida a corazón y se admite la Q♠
    Dado que Oeste tiene A♣ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste intenta salir con el siete de corazones
    Entonces la carta se rechaza por HEARTS-LEAD
    Cuando Oeste intenta salir con la dama de picas
    Entonces la carta se juega
    Y los corazones siguen sin romperse
