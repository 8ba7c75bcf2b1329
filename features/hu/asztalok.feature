# language: hu
Jellemző: Három-, öt- és hatfős asztalok
  Három, öt vagy hat játékosnál néhány pont nélküli lapot kiveszünk a pakliból,
  vagy a megmaradó lap lefordítva marad, hogy mindenki ugyanannyi lapot kapjon
  (docs/players.md).

  @DEAL @variant:three-2d
  Forgatókönyv: Hárman a káró kettes nélkül mindenki 17 lapot kap
    Amennyiben új játékot osztunk, véletlenmag: 7
    Akkor mindenki kezében 17 lap van
    És a kezekben összesen 51 különböző lap van

  @DEAL @variant:three-kitty
  Forgatókönyv: Hárman a teljes paklival fejenként 17 lap jut, egy lefordítva marad
    Amennyiben új játékot osztunk, véletlenmag: 7
    Akkor mindenki kezében 17 lap van
    És a kezekben összesen 51 különböző lap van

  @DEAL @variant:five-2d2c
  Forgatókönyv: Öten a káró és a treff kettes nélkül mindenki 10 lapot kap
    Amennyiben új játékot osztunk, véletlenmag: 7
    Akkor mindenki kezében 10 lap van
    És a kezekben összesen 50 különböző lap van

  @DEAL @variant:six-twos
  Forgatókönyv: Hatan a négy kettes nélkül mindenki 8 lapot kap
    Amennyiben új játékot osztunk, véletlenmag: 7
    Akkor mindenki kezében 8 lap van
    És a kezekben összesen 48 különböző lap van
