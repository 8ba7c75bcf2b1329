# language: es
@variant:card-1.0.0
Característica: Cómo eligen carta los bots y qué razones dan
  Hay tres niveles de bot, fácil, normal y difícil, y cada uno juega desde lo que
  ve su propio puesto. Cada elección va acompañada de un registro de sus razones:
  los hechos que usó el bot (fact.void, fact.moon-threat...) y los pasos con
  nombre que ordenaron las cartas (step.duck, step.dump-queen...), que se listan
  en hearts/bots/keys.py. Cada escenario comprueba la carta y el registro. El bot
  que se sienta en un escenario ha visto la mano hasta ese momento, igual que un
  jugador en la mesa.

  @AI-INFO
  Esquema del escenario: Las cartas que el bot no ve nunca cambian su decisión
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    Y que Este tiene 3♣ 5♣ 4♦
    Y que Sur tiene 4♣ 6♣
    Y que Sur no tiene diamantes
    Y que Oeste tiene A♣ 7♣ 2♦ Q♠
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza 2♦ K♦ 4♦ 5♠
    Y se juega la baza K♣ 5♣ 6♣ 7♣
    Y el bot <nivel> sentado en Norte elige una carta
    Y las cartas que los demás jugadores aún ocultan se barajan entre ellos de 5 maneras distintas
    Entonces el bot elige siempre la misma carta por las mismas razones
    Y sus razones solo nombran cartas que podía conocer
    Y sus razones nunca mencionan la dama de picas

    Ejemplos:
      | nivel   |
      | fácil   |
      | normal  |
      | difícil |

  @AI-INFO @AI-HARD @Q7
  Esquema del escenario: El bot difícil recuerda un palo vacío que vio, aunque la vista muestre solo la última baza
    Dado que es una mano sin pase de cartas
    Y que el ajuste history de la variante vale <historial>
    Y que Norte tiene 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    Y que Este tiene 3♣ 5♣ 4♦
    Y que Sur tiene 4♣ 6♣
    Y que Sur no tiene diamantes
    Y que Oeste tiene A♣ 7♣ 2♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza 2♦ K♦ 4♦ 5♠
    Y se juega la baza K♣ 5♣ 6♣ 7♣
    Y el bot difícil sentado en Norte elige una carta
    Entonces Norte puede repasar <bazas> bazas terminadas
    Y el bot recuerda que Sur no tiene diamantes
    Y el bot sale con 8♣

    Ejemplos:
      | historial  | bazas |
      | all-tricks | 3     |
      | last-trick | 1     |

  @AI-INFO @Q7
  Escenario: Un bot que no ha visto la mano solo sabe lo que muestra la última baza
    Dado que es una mano sin pase de cartas
    Y que el ajuste history de la variante vale last-trick
    Y que Norte tiene 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    Y que Este tiene 3♣ 5♣ 4♦
    Y que Sur tiene 4♣ 6♣
    Y que Sur no tiene diamantes
    Y que Oeste tiene A♣ 7♣ 2♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y se juega la baza 2♦ K♦ 4♦ 5♠
    Y se juega la baza K♣ 5♣ 6♣ 7♣
    Y un bot difícil que acaba de sentarse en Norte elige una carta
    Entonces el bot no sabe que Sur no tiene diamantes
    Y el bot sale con 5♦

  @AI-EASY
  Esquema del escenario: El bot fácil se queda por debajo en una baza con puntos, o la gana lo más barato posible
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ y el rey de corazones
    Y que Norte no tiene picas
    Y que Este tiene 3♣ 5♠
    Y que Sur tiene <sur>
    Y que Oeste tiene A♣ J♠
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste sale con J♠
    Y Norte juega K♥
    Y Este juega 5♠
    Y el bot fácil sentado en Sur elige una carta
    Entonces el bot juega <carta>
    Y la carta la decidió <paso>
    Y el paso <paso> cita AI-EASY

    Ejemplos:
      | sur                                     | carta | paso             |
      | 4♣ 9♣ 2♦ 5♦ 9♦ 2♠ 9♠ 10♠ K♠ 2♥ 3♥ 4♥ 5♥ | 10♠   | step.duck        |
      | 4♣ 9♣ 2♦ 5♦ 9♦ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 5♥ 6♥  | K♠    | step.win-cheaply |

  @AI-EASY
  Escenario: El bot fácil, sin poder seguir el palo, se descarta de su carta más peligrosa
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣
    Y que Este tiene 3♣ 4♦
    Y que Sur tiene 4♣ 9♣ K♣ 2♠ 3♠ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 10♥ A♥
    Y que Oeste tiene A♣ 10♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste sale con 10♦
    Y Norte juega 2♦
    Y Este juega 4♦
    Y el bot fácil sentado en Sur elige una carta
    Entonces el bot juega la dama de picas
    Y la carta la decidió step.danger
    Y sin step.danger habría elegido 2♠

  @AI-NORMAL
  Esquema del escenario: El bot normal pasa sus cartas peligrosas
    Dado que es la mano 1 de la partida
    Y que Norte tiene <norte>
    Cuando el bot normal sentado en Norte elige una carta
    Entonces el bot pasa <carta>
    Y la carta la decidió <paso>
    Y sus razones incluyen <también>

    Ejemplos:
      | norte                                  | carta | paso                  | también                |
      | 2♣ 5♣ 7♣ 9♣ 3♦ 4♦ 6♦ 8♦ 3♠ Q♠ 2♥ 3♥ 4♥ | Q♠    | step.pass-high-spades | fact.pass              |
      | 2♣ 5♣ 7♣ 3♦ 4♦ 2♠ 3♠ 4♠ 5♠ Q♠ 2♥ K♥ A♥ | A♥    | step.pass-high-hearts | step.keep-spade-guards |
      | 2♣ 3♣ 4♣ 5♣ 7♣ 9♦ 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ | 9♦    | step.pass-void-suit   | fact.pass              |

  @AI-NORMAL
  Escenario: El bot normal juega bajo, por debajo de la carta que va ganando
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 3♦
    Y que Este tiene 3♣ 2♦ 8♦ K♦ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♥ 3♥ 4♥
    Y que Sur tiene 4♣
    Y que Oeste tiene A♣ 10♦
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste sale con 10♦
    Y Norte juega 3♦
    Y el bot normal sentado en Este elige una carta
    Entonces el bot juega 8♦
    Y la carta la decidió step.duck
    Y sin step.duck habría elegido 2♦

  @AI-NORMAL
  Esquema del escenario: El bot normal se deshace de la dama de picas en el momento justo
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ <norte>
    Y que Este tiene 3♣ <este>
    Y que Sur tiene 4♣ 9♣ 10♣ J♣ 3♠ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥
    Y que Oeste tiene A♣ <salida>
    Cuando se juega la baza 2♣ 3♣ 4♣ A♣
    Y Oeste sale con <salida>
    Y Norte juega <norte>
    Y Este juega <este>
    Y el bot normal sentado en Sur elige una carta
    Entonces el bot juega <carta>
    Y la carta la decidió <paso>

    Ejemplos: bajo una pica más alta, en el primer descarte, pero no cuando la dama ganaría
      | salida | norte | este | carta | paso             |
      | 4♠     | K♠    | 5♠   | Q♠    | step.queen-under |
      | 2♦     | 5♦    | 7♦   | Q♠    | step.dump-queen  |
      | 4♠     | 2♠    | 5♠   | 3♠    | step.duck        |

  @AI-NORMAL @HEARTS-LEAD
  Escenario: El bot normal no sale a corazón mientras los corazones no estén rotos
    Dado que es una mano sin pase de cartas
    Y que Oeste tiene 2♣ 3♦
    Y que Norte tiene A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    Y que Este tiene 3♣ 2♦
    Y que Sur tiene 4♣ 2♠
    Y que Sur no tiene diamantes
    Cuando se juega la baza 2♣ A♣ 3♣ 4♣
    Y Norte sale con K♦
    Y Este juega 2♦
    Y Sur juega 2♠
    Y Oeste juega 3♦
    Y el bot normal sentado en Norte elige una carta
    Entonces el bot sabe que los corazones aún no están rotos
    Y el bot sale con 9♦
    Y la carta la decidió step.lead-safest

  @AI-NORMAL @HEARTS-BREAK
  Escenario: Con los corazones ya rotos, un corazón bajo es la salida más segura del bot normal
    Dado que es una mano sin pase de cartas
    Y que Oeste tiene 2♣ 3♦
    Y que Norte tiene A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    Y que Este tiene 3♣ 2♦
    Y que Sur tiene 4♣ 2♥
    Y que Sur no tiene diamantes
    Cuando se juega la baza 2♣ A♣ 3♣ 4♣
    Y Norte sale con K♦
    Y Este juega 2♦
    Y Sur juega 2♥
    Y Oeste juega 3♦
    Y el bot normal sentado en Norte elige una carta
    Entonces el bot sabe que los corazones están rotos
    Y el bot sale con 3♥
    Y la carta la decidió step.lead-safest

  @AI-NORMAL
  Esquema del escenario: El bot normal cuenta las cartas jugadas antes de salir
    Dado que es una mano sin pase de cartas
    Y que Oeste tiene 2♣ <oeste>
    Y que Norte tiene 4♣ 7♣ 10♣ J♣ Q♣ K♣ A♣ 6♦ <norte> 8♥ 9♥ 10♥ J♥
    Y que Este tiene 8♣ <este>
    Y que Sur tiene 9♣ <sur>
    Cuando se juega la baza 2♣ 7♣ 8♣ 9♣
    Y se juega la baza <sur> <oeste> <norte> <este>
    Y el bot normal sentado en Norte elige una carta
    Entonces sus razones incluyen fact.played
    Y el bot sale con <carta>
    Y la carta la decidió <paso>

    Ejemplos: sin el 2♦ al 5♦ el 6♦ no puede ganar; si siguen fuera, podría
      | sur | oeste | norte | este | carta | paso             |
      | 2♦  | 3♦    | 5♦    | 4♦   | 6♦    | step.lead-safest |
      | 7♦  | 8♦    | 10♦   | 9♦   | 4♣    | step.lead-safest |

  @AI-HARD
  Esquema del escenario: Un intento de luna visto en las bazas hace que el bot difícil se lleve él mismo una baza con puntos
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 2♥ 5♥ 9♥
    Y que Norte no tiene picas
    Y que Este tiene A♣ K♠ A♥ K♥ J♥ 10♦
    Y que Sur tiene 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    Y que Oeste tiene 4♣ Q♠ 4♥ 8♥
    Cuando se juega la baza 2♣ A♣ 3♣ 4♣
    Y se juega la baza K♠ 2♠ Q♠ 2♥
    Y se juega la baza A♥ 3♥ 4♥ 5♥
    Y se juega la baza K♥ 6♥ 8♥ 9♥
    Y Este sale con J♥
    Y el bot <nivel> sentado en Sur elige una carta
    Entonces el bot juega <carta>
    Y sus razones incluyen <razón>

    Ejemplos: el bot normal se queda por debajo y deja que Este siga llevándose los corazones
      | nivel   | carta | razón            |
      | difícil | Q♥    | fact.moon-threat |
      | normal  | 7♥    | step.duck        |

  @AI-HARD
  Escenario: Ante un intento de luna, el bot difícil conserva su corazón de parada
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 2♥ 5♥ 9♥
    Y que Norte no tiene picas
    Y que Este tiene A♣ K♠ A♥ K♥ J♥ 10♦
    Y que Sur tiene 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    Y que Oeste tiene 4♣ Q♠ 4♥ 8♥
    Cuando se juega la baza 2♣ A♣ 3♣ 4♣
    Y se juega la baza K♠ 2♠ Q♠ 2♥
    Y se juega la baza A♥ 3♥ 4♥ 5♥
    Y se juega la baza K♥ 6♥ 8♥ 9♥
    Y Este sale con 10♦
    Y el bot difícil sentado en Sur elige una carta
    Entonces sus razones incluyen fact.moon-threat sobre Este
    Y el bot no juega Q♥
    Y el bot no juega 7♥

  @AI-HARD
  Escenario: Sin esa defensa contra la luna, el bot normal tira la misma parada
    Dado que es una mano sin pase de cartas
    Y que Norte tiene 2♣ 2♥ 5♥ 9♥
    Y que Norte no tiene picas
    Y que Este tiene A♣ K♠ A♥ K♥ J♥ 10♦
    Y que Sur tiene 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    Y que Oeste tiene 4♣ Q♠ 4♥ 8♥
    Cuando se juega la baza 2♣ A♣ 3♣ 4♣
    Y se juega la baza K♠ 2♠ Q♠ 2♥
    Y se juega la baza A♥ 3♥ 4♥ 5♥
    Y se juega la baza K♥ 6♥ 8♥ 9♥
    Y Este sale con 10♦
    Y el bot normal sentado en Sur elige una carta
    Entonces sus razones no incluyen fact.moon-threat
    Y el bot juega Q♥
    Y la carta la decidió step.dump-hearts
