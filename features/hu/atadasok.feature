# language: hu
@variant:card-1.0.0
Jellemző: Átadások, amelyeket más motorok játszanak
  Az OpenSpiel minden leosztásnál sorsolással dönti el, merre adják tovább a lapokat, ahelyett
  hogy a sorrendet követné (docs/rules/peers.md). Itt az osztás adja a sorsolást, így ugyanaz
  az osztás vagy ugyanaz a sorszámú játék mindig ugyanarra viszi a lapokat.

  @PASS-RANDOM
  Forgatókönyv: Nem a leosztás sorszáma, hanem az osztás dönti el, kihez kerülnek a lapok
    Amennyiben a változat pass_random beállítása: true
    És a játék 1. leosztása következik
    És az osztás: 432.5432.432.432 T98.876.765.8765 765.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Akkor ebben a leosztásban a lapok jobbra mennek

  @PASS-RANDOM
  Forgatókönyv: Az a leosztás is járhat átadással, amelyben a sorrend szerint nincs átadás
    Amennyiben a változat pass_random beállítása: true
    És a játék 4. leosztása következik
    És az osztás: 432.5432.432.432 765.876.765.8765 T98.JT9.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Akkor ebben a leosztásban a lapok szembe mennek

  @PASS-RANDOM
  Forgatókönyv: A sorsolás átadás nélküli leosztást is adhat
    Amennyiben a változat pass_random beállítása: true
    És a játék 1. leosztása következik
    És az osztás: 432.5432.432.432 765.JT9.765.8765 T98.876.JT98.JT9 AKQJ.AKQ.AKQ.AKQ
    Akkor ebben a leosztásban a lapok sehova mennek

  @PASS-RANDOM
  Forgatókönyv: A játék sorszáma rögzíti a sorsolást
    Amennyiben a változat pass_random beállítása: true
    És új játékot osztunk, sorszáma: 7
    Akkor ebben a leosztásban a lapok jobbra mennek
