# language: hu
@variant:card-1.0.0
Jellemző: Hogyan választanak lapot a botok, és mivel indokolják
  Háromféle bot van, könnyű, közepes és nehéz, és mindegyik csak abból játszik,
  amit a saját helyéről lát. Minden választáshoz indoklás tartozik: a tények,
  amelyekre a bot támaszkodott (fact.void, fact.moon-threat…), és a megnevezett
  lépések, amelyek sorba rendezték a lapokat (step.duck, step.dump-queen…); a
  listájuk a hearts/bots/keys.py fájlban van. Minden forgatókönyv a lapot és az
  indoklást is ellenőrzi. Az asztalhoz ültetett bot addig végignézte a leosztást,
  ahogy egy ott ülő játékos is.

  @AI-INFO
  Forgatókönyv vázlat: A bot döntésén semmit sem változtatnak a lapok, amelyeket nem lát
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    És Kelet kezében van: 3♣ 5♣ 4♦
    És Dél kezében van: 4♣ 6♣
    És Dél kezében nincs káró
    És Nyugat kezében van: A♣ 7♣ 2♦ Q♠
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: 2♦ K♦ 4♦ 5♠
    És lemegy az ütés: K♣ 5♣ 6♣ 7♣
    És Észak helyén a <szint> bot választ lapot
    És a többi játékos még rejtett lapjait 5 különböző módon újrakeverik közöttük
    Akkor a bot minden alkalommal ugyanazt a lapot választja, ugyanazokkal az indokokkal
    És az indoklása csak olyan lapokat említ, amelyeket ismerhetett
    És az indoklása sehol sem említi: pikk dáma

    Példák:
      | szint   |
      | könnyű  |
      | közepes |
      | nehéz   |

  @AI-INFO @AI-HARD @Q7
  Forgatókönyv vázlat: A nehéz bot emlékszik a látott színhiányra, akkor is, ha csak az utolsó ütést láthatja
    Amennyiben ebben a leosztásban nincs lapátadás
    És a változat history beállítása: <előzmények>
    És Észak kezében van: 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    És Kelet kezében van: 3♣ 5♣ 4♦
    És Dél kezében van: 4♣ 6♣
    És Dél kezében nincs káró
    És Nyugat kezében van: A♣ 7♣ 2♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: 2♦ K♦ 4♦ 5♠
    És lemegy az ütés: K♣ 5♣ 6♣ 7♣
    És Észak helyén a nehéz bot választ lapot
    Akkor Észak <ütések> befejezett ütést nézhet vissza
    És a bot emlékszik rá, hogy Dél kezében nincs káró
    És a bot hív: 8♣

    Példák:
      | előzmények | ütések |
      | all-tricks | 3      |
      | last-trick | 1      |

  @AI-INFO @Q7
  Forgatókönyv: Amelyik bot nem látta a leosztást, az csak azt tudja, amit az utolsó ütés mutat
    Amennyiben ebben a leosztásban nincs lapátadás
    És a változat history beállítása: last-trick
    És Észak kezében van: 2♣ 8♣ 9♣ K♣ 5♦ 10♦ K♦ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥
    És Kelet kezében van: 3♣ 5♣ 4♦
    És Dél kezében van: 4♣ 6♣
    És Dél kezében nincs káró
    És Nyugat kezében van: A♣ 7♣ 2♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És lemegy az ütés: 2♦ K♦ 4♦ 5♠
    És lemegy az ütés: K♣ 5♣ 6♣ 7♣
    És Észak helyére épp most ült le egy nehéz bot, és lapot választ
    Akkor a bot nem tudja, hogy Dél kezében nincs káró
    És a bot hív: 5♦

  @AI-EASY
  Forgatókönyv vázlat: A könnyű bot alábújik a pontot érő ütésnek, vagy a lehető legolcsóbban viszi el
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ és a kőr király
    És Észak kezében nincs pikk
    És Kelet kezében van: 3♣ 5♠
    És Dél kezében van: <dél>
    És Nyugat kezében van: A♣ J♠
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat hív: J♠
    És Észak kijátssza: K♥
    És Kelet kijátssza: 5♠
    És Dél helyén a könnyű bot választ lapot
    Akkor a bot kijátssza: <lap>
    És a lapot ez a lépés választotta ki: <lépés>
    És a <lépés> lépés erre a szabályra hivatkozik: AI-EASY

    Példák:
      | dél                                     | lap | lépés            |
      | 4♣ 9♣ 2♦ 5♦ 9♦ 2♠ 9♠ 10♠ K♠ 2♥ 3♥ 4♥ 5♥ | 10♠ | step.duck        |
      | 4♣ 9♣ 2♦ 5♦ 9♦ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 5♥ 6♥  | K♠  | step.win-cheaply |

  @AI-EASY
  Forgatókönyv: A könnyű bot, ha nem tudja követni a színt, a legveszélyesebb lapját dobja el
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣
    És Kelet kezében van: 3♣ 4♦
    És Dél kezében van: 4♣ 9♣ K♣ 2♠ 3♠ Q♠ K♠ A♠ 2♥ 3♥ 4♥ 10♥ A♥
    És Nyugat kezében van: A♣ 10♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat hív: 10♦
    És Észak kijátssza: 2♦
    És Kelet kijátssza: 4♦
    És Dél helyén a könnyű bot választ lapot
    Akkor a bot kijátssza: pikk dáma
    És a lapot ez a lépés választotta ki: step.danger
    És step.danger nélkül ezt választotta volna: 2♠

  @AI-NORMAL
  Forgatókönyv vázlat: A közepes bot a veszélyes lapjait adja át
    Amennyiben a játék 1. leosztása következik
    És Észak kezében van: <észak>
    Majd Észak helyén a közepes bot választ lapot
    Akkor a bot átadja: <lap>
    És a lapot ez a lépés választotta ki: <lépés>
    És az indoklásában szerepel: <még>

    Példák:
      | észak                                  | lap | lépés                 | még                    |
      | 2♣ 5♣ 7♣ 9♣ 3♦ 4♦ 6♦ 8♦ 3♠ Q♠ 2♥ 3♥ 4♥ | Q♠  | step.pass-high-spades | fact.pass              |
      | 2♣ 5♣ 7♣ 3♦ 4♦ 2♠ 3♠ 4♠ 5♠ Q♠ 2♥ K♥ A♥ | A♥  | step.pass-high-hearts | step.keep-spade-guards |
      | 2♣ 3♣ 4♣ 5♣ 7♣ 9♦ 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ | 9♦  | step.pass-void-suit   | fact.pass              |

  @AI-NORMAL
  Forgatókönyv: A közepes bot kicsit tesz, az éppen nyerő lap alá
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 3♦
    És Kelet kezében van: 3♣ 2♦ 8♦ K♦ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♥ 3♥ 4♥
    És Dél kezében van: 4♣
    És Nyugat kezében van: A♣ 10♦
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat hív: 10♦
    És Észak kijátssza: 3♦
    És Kelet helyén a közepes bot választ lapot
    Akkor a bot kijátssza: 8♦
    És a lapot ez a lépés választotta ki: step.duck
    És step.duck nélkül ezt választotta volna: 2♦

  @AI-NORMAL
  Forgatókönyv vázlat: A közepes bot a megfelelő pillanatban szabadul meg a pikk dámától
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ <észak>
    És Kelet kezében van: 3♣ <kelet>
    És Dél kezében van: 4♣ 9♣ 10♣ J♣ 3♠ Q♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥
    És Nyugat kezében van: A♣ <hívás>
    Majd lemegy az ütés: 2♣ 3♣ 4♣ A♣
    És Nyugat hív: <hívás>
    És Észak kijátssza: <észak>
    És Kelet kijátssza: <kelet>
    És Dél helyén a közepes bot választ lapot
    Akkor a bot kijátssza: <lap>
    És a lapot ez a lépés választotta ki: <lépés>

    Példák: egy nagyobb pikk alá, az első dobásnál, de nem akkor, ha a dáma vinné az ütést
      | hívás | észak | kelet | lap | lépés            |
      | 4♠    | K♠    | 5♠    | Q♠  | step.queen-under |
      | 2♦    | 5♦    | 7♦    | Q♠  | step.dump-queen  |
      | 4♠    | 2♠    | 5♠    | 3♠  | step.duck        |

  @AI-NORMAL @HEARTS-LEAD
  Forgatókönyv: A közepes bot nem hív kőrt, amíg a kőr nincs megtörve
    Amennyiben ebben a leosztásban nincs lapátadás
    És Nyugat kezében van: 2♣ 3♦
    És Észak kezében van: A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    És Kelet kezében van: 3♣ 2♦
    És Dél kezében van: 4♣ 2♠
    És Dél kezében nincs káró
    Majd lemegy az ütés: 2♣ A♣ 3♣ 4♣
    És Észak hív: K♦
    És Kelet kijátssza: 2♦
    És Dél kijátssza: 2♠
    És Nyugat kijátssza: 3♦
    És Észak helyén a közepes bot választ lapot
    Akkor a bot tudja, hogy a kőr még nincs megtörve
    És a bot hív: 9♦
    És a lapot ez a lépés választotta ki: step.lead-safest

  @AI-NORMAL @HEARTS-BREAK
  Forgatókönyv: Ha a kőr már meg van törve, egy kis kőr a közepes bot legbiztonságosabb hívása
    Amennyiben ebben a leosztásban nincs lapátadás
    És Nyugat kezében van: 2♣ 3♦
    És Észak kezében van: A♣ K♣ Q♣ J♣ 10♣ K♦ Q♦ J♦ 10♦ 9♦ 3♥ 4♥ 5♥
    És Kelet kezében van: 3♣ 2♦
    És Dél kezében van: 4♣ 2♥
    És Dél kezében nincs káró
    Majd lemegy az ütés: 2♣ A♣ 3♣ 4♣
    És Észak hív: K♦
    És Kelet kijátssza: 2♦
    És Dél kijátssza: 2♥
    És Nyugat kijátssza: 3♦
    És Észak helyén a közepes bot választ lapot
    Akkor a bot tudja, hogy a kőr meg van törve
    És a bot hív: 3♥
    És a lapot ez a lépés választotta ki: step.lead-safest

  @AI-NORMAL
  Forgatókönyv vázlat: A közepes bot hívás előtt számolja a kijátszott lapokat
    Amennyiben ebben a leosztásban nincs lapátadás
    És Nyugat kezében van: 2♣ <nyugat>
    És Észak kezében van: 4♣ 7♣ 10♣ J♣ Q♣ K♣ A♣ 6♦ <észak> 8♥ 9♥ 10♥ J♥
    És Kelet kezében van: 8♣ <kelet>
    És Dél kezében van: 9♣ <dél>
    Majd lemegy az ütés: 2♣ 7♣ 8♣ 9♣
    És lemegy az ütés: <dél> <nyugat> <észak> <kelet>
    És Észak helyén a közepes bot választ lapot
    Akkor az indoklásában szerepel: fact.played
    És a bot hív: <lap>
    És a lapot ez a lépés választotta ki: <lépés>

    Példák: ha a 2♦–5♦ már lement, a 6♦ nem viheti el az ütést; ha még kint vannak, elviheti
      | dél | nyugat | észak | kelet | lap | lépés            |
      | 2♦  | 3♦     | 5♦    | 4♦    | 6♦  | step.lead-safest |
      | 7♦  | 8♦     | 10♦   | 9♦    | 4♣  | step.lead-safest |

  @AI-HARD
  Forgatókönyv vázlat: Ha az ütésekből a hold teljesítésére tett kísérlet látszik, a nehéz bot maga visz el egy pontos ütést
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 2♥ 5♥ 9♥
    És Észak kezében nincs pikk
    És Kelet kezében van: A♣ K♠ A♥ K♥ J♥ 10♦
    És Dél kezében van: 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    És Nyugat kezében van: 4♣ Q♠ 4♥ 8♥
    Majd lemegy az ütés: 2♣ A♣ 3♣ 4♣
    És lemegy az ütés: K♠ 2♠ Q♠ 2♥
    És lemegy az ütés: A♥ 3♥ 4♥ 5♥
    És lemegy az ütés: K♥ 6♥ 8♥ 9♥
    És Kelet hív: J♥
    És Dél helyén a <szint> bot választ lapot
    Akkor a bot kijátssza: <lap>
    És az indoklásában szerepel: <indok>

    Példák: a közepes bot alábújik, és hagyja, hogy Kelet tovább gyűjtse a kőröket
      | szint   | lap | indok            |
      | nehéz   | Q♥  | fact.moon-threat |
      | közepes | 7♥  | step.duck        |

  @AI-HARD
  Forgatókönyv: A hold teljesítése ellen a nehéz bot megtartja a kőr megállítóját
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 2♥ 5♥ 9♥
    És Észak kezében nincs pikk
    És Kelet kezében van: A♣ K♠ A♥ K♥ J♥ 10♦
    És Dél kezében van: 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    És Nyugat kezében van: 4♣ Q♠ 4♥ 8♥
    Majd lemegy az ütés: 2♣ A♣ 3♣ 4♣
    És lemegy az ütés: K♠ 2♠ Q♠ 2♥
    És lemegy az ütés: A♥ 3♥ 4♥ 5♥
    És lemegy az ütés: K♥ 6♥ 8♥ 9♥
    És Kelet hív: 10♦
    És Dél helyén a nehéz bot választ lapot
    Akkor az indoklásában szerepel: fact.moon-threat, és ez Kelet játékosra vonatkozik
    És a bot nem játssza ki: Q♥
    És a bot nem játssza ki: 7♥

  @AI-HARD
  Forgatókönyv: E védekezés nélkül a közepes bot ugyanezt a megállítót dobja el
    Amennyiben ebben a leosztásban nincs lapátadás
    És Észak kezében van: 2♣ 2♥ 5♥ 9♥
    És Észak kezében nincs pikk
    És Kelet kezében van: A♣ K♠ A♥ K♥ J♥ 10♦
    És Dél kezében van: 3♣ 2♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 3♥ 6♥ 7♥ Q♥
    És Nyugat kezében van: 4♣ Q♠ 4♥ 8♥
    Majd lemegy az ütés: 2♣ A♣ 3♣ 4♣
    És lemegy az ütés: K♠ 2♠ Q♠ 2♥
    És lemegy az ütés: A♥ 3♥ 4♥ 5♥
    És lemegy az ütés: K♥ 6♥ 8♥ 9♥
    És Kelet hív: 10♦
    És Dél helyén a közepes bot választ lapot
    Akkor az indoklásában nem szerepel: fact.moon-threat
    És a bot kijátssza: Q♥
    És a lapot ez a lépés választotta ki: step.dump-hearts
