<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong: {0}

Your game is saved automatically after every move. The details are in {1}.</source>
        <translation>Un problème est survenu&#xa0;: {0}

Votre partie est enregistrée automatiquement après chaque coup. Les détails se trouvent dans {1}.</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>On the far back rank: {0}</source>
        <translation>Sur la rangée du fond adverse&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}: place a lake on any empty cell but the centre</source>
        <translation>{0}&#xa0;: posez un lac sur une case libre, sauf au centre</translation>
    </message>
    <message>
        <source>Pieces: {0} · points: {1}</source>
        <translation>Pièces&#xa0;: {0} · points&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} has only the King left (Nikaida): one last move to take the last enemy piece but the King, or the game is lost.</source>
        <translation>{0} n&apos;a plus que son Roi (Nikaida)&#xa0;: un dernier coup pour prendre la dernière pièce adverse autre que le Roi, sinon la partie est perdue.</translation>
    </message>
    <message>
        <source>{0}: your King is in Kaida. Protect it.</source>
        <translation>{0}&#xa0;: votre Roi est en Kaida. Protégez-le.</translation>
    </message>
    <message>
        <source>{0} to play (the King&apos;s Fluttember is possible: pick the King, then the Kapt or Chuktar).</source>
        <translation>À {0} de jouer (le Fluttember du Roi est possible&#xa0;: choisissez le Roi, puis le Kapt ou le Chuktar).</translation>
    </message>
</context>
<context>
    <name>CharacterEditor</name>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Intelligence (primary attack):</source>
        <translation>Intelligence (attaque principale)&#xa0;:</translation>
    </message>
    <message>
        <source>Cunning (primary defence):</source>
        <translation>Ruse (défense principale)&#xa0;:</translation>
    </message>
    <message>
        <source>Willpower (secondary attack):</source>
        <translation>Volonté (attaque secondaire)&#xa0;:</translation>
    </message>
    <message>
        <source>Presence (secondary defence):</source>
        <translation>Présence (défense secondaire)&#xa0;:</translation>
    </message>
    <message>
        <source>Dejarik Attack ranks:</source>
        <translation>Rangs d&apos;Attaque Dejarik&#xa0;:</translation>
    </message>
    <message>
        <source>Dejarik Defence ranks:</source>
        <translation>Rangs de Défense Dejarik&#xa0;:</translation>
    </message>
    <message>
        <source>Earn the ranks with a Knowledge check…</source>
        <translation>Gagner les rangs par un test de Connaissance…</translation>
    </message>
    <message>
        <source>10 + Willpower</source>
        <translation>10 + Volonté</translation>
    </message>
    <message>
        <source>Strain threshold:</source>
        <translation>Seuil de stress&#xa0;:</translation>
    </message>
    <message>
        <source>Strain threshold</source>
        <translation>Seuil de stress</translation>
    </message>
    <message>
        <source>Strain at the start:</source>
        <translation>Stress au départ&#xa0;:</translation>
    </message>
    <message>
        <source>Dejarik character</source>
        <translation>Personnage de dejarik</translation>
    </message>
    <message>
        <source>Not valid yet: the character needs a name.</source>
        <translation>Pas encore valable&#xa0;: le personnage doit avoir un nom.</translation>
    </message>
    <message>
        <source>Not valid yet: the name may not begin or end with a space.</source>
        <translation>Pas encore valable&#xa0;: le nom ne peut ni commencer ni finir par une espace.</translation>
    </message>
    <message>
        <source>Not valid yet: {0}.</source>
        <translation>Pas encore valable&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>There is already a character named “{0}”.</source>
        <translation>Il existe déjà un personnage nommé «&#xa0;{0}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>CharacterLibrary</name>
    <message>
        <source>Saved characters not loaded</source>
        <translation>Personnages enregistrés non chargés</translation>
    </message>
    <message>
        <source>The saved Dejarik characters cannot be read: {0}.

The file {1} is left as it is. If you save a character now, the unreadable file is first kept under a &quot;.broken&quot; name next to it, so nothing is lost.</source>
        <translation>Impossible de lire les personnages de dejarik enregistrés&#xa0;: {0}.

Le fichier {1} est laissé tel quel. Si vous enregistrez un personnage maintenant, le fichier illisible sera d&apos;abord conservé à côté, sous un nom en «&#xa0;.broken&#xa0;», pour que rien ne soit perdu.</translation>
    </message>
</context>
<context>
    <name>CharacterPicker</name>
    <message>
        <source>Intelligence {0} · Cunning {1} · Willpower {2} · Presence {3} · Dejarik Attack {4}, Defence {5} · strain threshold {6}</source>
        <translation>Intelligence {0} · Ruse {1} · Volonté {2} · Présence {3} · Attaque Dejarik {4}, Défense {5} · seuil de stress {6}</translation>
    </message>
    <message>
        <source>(starts with {0} strain)</source>
        <translation>(stress au départ&#xa0;: {0})</translation>
    </message>
    <message>
        <source>spacer</source>
        <translation>astronaute</translation>
    </message>
    <message>
        <source>holochess hustler</source>
        <translation>arnaqueur d&apos;holo-échecs</translation>
    </message>
    <message>
        <source>archive scholar</source>
        <translation>érudite des archives</translation>
    </message>
    <message>
        <source>silver-tongued envoy</source>
        <translation>émissaire à la langue d&apos;argent</translation>
    </message>
    <message>
        <source>dock brawler</source>
        <translation>bagarreur des docks</translation>
    </message>
    <message>
        <source>retired champion</source>
        <translation>champion à la retraite</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>{0} (yours)</source>
        <translation>{0} (le vôtre)</translation>
    </message>
    <message>
        <source>{0} (master)</source>
        <translation>{0} (maître)</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
    <message>
        <source>Create a character and save it</source>
        <translation>Créer un personnage et l&apos;enregistrer</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Change this character (a ready-made one is saved as a new character of yours)</source>
        <translation>Modifier ce personnage (un personnage prédéfini est enregistré sous la forme d&apos;un nouveau personnage, le vôtre)</translation>
    </message>
    <message>
        <source>New Dejarik character</source>
        <translation>Nouveau personnage de dejarik</translation>
    </message>
    <message>
        <source>{0} (copy)</source>
        <translation>{0} (copie)</translation>
    </message>
    <message>
        <source>Cannot save the character</source>
        <translation>Impossible d&apos;enregistrer le personnage</translation>
    </message>
    <message>
        <source>The character cannot be saved: {0}</source>
        <translation>Impossible d&apos;enregistrer le personnage&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>ChoosePage</name>
    <message>
        <source>Learning Dejarik: the Knowledge check</source>
        <translation>Apprendre le dejarik&#xa0;: le test de Connaissance</translation>
    </message>
    <message>
        <source>Pick how hard a check to attempt: success earns as many Dejarik ranks as the difficulty.</source>
        <translation>Choisissez la difficulté du test&#xa0;: une réussite rapporte autant de rangs de dejarik que la difficulté.</translation>
    </message>
    <message>
        <source>Intelligence (or the skill&apos;s characteristic):</source>
        <translation>Intelligence (ou la caractéristique de la compétence)&#xa0;:</translation>
    </message>
    <message>
        <source>Knowledge (Core Worlds) ranks:</source>
        <translation>Rangs de Connaissance (Mondes du Noyau)&#xa0;:</translation>
    </message>
    <message>
        <source>The GM allows re-rolls</source>
        <translation>Le meneur autorise les relances</translation>
    </message>
    <message>
        <source>A failed roll that shows a Triumph or 3 or more net advantages may be rolled again, each time with one more difficulty die upgraded.</source>
        <translation>Un jet raté qui montre un Triomphe ou au moins 3 avantages nets peut être relancé, avec chaque fois un dé de Difficulté amélioré de plus.</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Daunting</source>
        <translation>Intimidante</translation>
    </message>
    <message>
        <source>Formidable</source>
        <translation>Formidable</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n Difficulty dice, {1} to earn the ranks</source>
        <translation>
            <numerusform>{0}&#xa0;: %n dé de Difficulté, {1} de chances de gagner les rangs</numerusform>
            <numerusform>{0}&#xa0;: %n dés de Difficulté, {1} de chances de gagner les rangs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n net success(es)</source>
        <translation>
            <numerusform>%n succès net</numerusform>
            <numerusform>%n succès nets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net failure(s)</source>
        <translation>
            <numerusform>%n échec net</numerusform>
            <numerusform>%n échecs nets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net advantage(s)</source>
        <translation>
            <numerusform>%n avantage net</numerusform>
            <numerusform>%n avantages nets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net threat(s)</source>
        <translation>
            <numerusform>%n menace nette</numerusform>
            <numerusform>%n menaces nettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Triumph(s)</source>
        <translation>
            <numerusform>%n Triomphe</numerusform>
            <numerusform>%n Triomphes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Despair(s)</source>
        <translation>
            <numerusform>%n Désastre</numerusform>
            <numerusform>%n Désastres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sets %n piece(s).</source>
        <translation>
            <numerusform>{0} pose %n pièce.</numerusform>
            <numerusform>{0} pose %n pièces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} adds %n piece(s) to {1}&apos;s set pieces.</source>
        <translation>
            <numerusform>{0} ajoute %n pièce aux pièces posées de {1}.</numerusform>
            <numerusform>{0} ajoute %n pièces aux pièces posées de {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sends %n of {1}&apos;s set pieces back.</source>
        <translation>
            <numerusform>{0} retire à {1} %n pièce posée.</numerusform>
            <numerusform>{0} retire à {1} %n pièces posées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} loses %n piece(s).</source>
        <translation>
            <numerusform>{0} perd %n pièce.</numerusform>
            <numerusform>{0} perd %n pièces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dejarik</name>
    <message>
        <source>{0}: {1}, strain {2}/{3}</source>
        <translation>{0}&#xa0;: {1}, stress {2}/{3}</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>en attaque</translation>
    </message>
    <message>
        <source>defending</source>
        <translation>en défense</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): how many pieces to set?</source>
        <translation>{0} ({1}, {2})&#xa0;: combien de pièces poser&#xa0;?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): adjust the defender&apos;s set pieces?</source>
        <translation>{0} ({1}, {2})&#xa0;: ajuster les pièces posées du défenseur&#xa0;?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): which defence?</source>
        <translation>{0} ({1}, {2})&#xa0;: quelle défense&#xa0;?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): which attack?</source>
        <translation>{0} ({1}, {2})&#xa0;: quelle attaque&#xa0;?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): roll the dice.</source>
        <translation>{0} ({1}, {2})&#xa0;: lancez les dés.</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): spend advantages and Triumphs.</source>
        <translation>{0} ({1}, {2})&#xa0;: dépensez avantages et Triomphes.</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): spend threats and Despairs.</source>
        <translation>{0} ({1}, {2})&#xa0;: dépensez menaces et Désastres.</translation>
    </message>
    <message>
        <source>{0} rolls {1}:</source>
        <translation>{0} lance {1}&#xa0;:</translation>
    </message>
    <message>
        <source>No piece is lost.</source>
        <translation>Aucune pièce n&apos;est perdue.</translation>
    </message>
    <message>
        <source>{0} leaves {1}&apos;s set pieces as they are.</source>
        <translation>{0} laisse telles quelles les pièces posées de {1}.</translation>
    </message>
    <message>
        <source>{0} announces a {1}.</source>
        <translation>{0} annonce une {1}.</translation>
    </message>
    <message>
        <source>{0} spends: {1}.</source>
        <translation>{0} dépense&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>{0} spends nothing.</source>
        <translation>{0} ne dépense rien.</translation>
    </message>
    <message>
        <source>Round {0}: {1} attacks, {2} defends</source>
        <translation>Manche {0}&#xa0;: {1} attaque, {2} défend</translation>
    </message>
    <message>
        <source>({0} sets first)</source>
        <translation>({0} pose en premier)</translation>
    </message>
    <message>
        <source>{0} has no piece left: {1} wins.</source>
        <translation>{0} n&apos;a plus de pièce&#xa0;: {1} gagne.</translation>
    </message>
    <message>
        <source>{0} is incapacitated (strain {1} beyond the threshold of {2}): {3} wins.</source>
        <translation>{0} est hors de combat (stress {1}, au-delà du seuil de {2})&#xa0;: {3} gagne.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Aptitude</translation>
    </message>
    <message>
        <source>Proficiency</source>
        <translation>Maîtrise</translation>
    </message>
    <message>
        <source>Boost</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Défi</translation>
    </message>
    <message>
        <source>Setback</source>
        <translation>Infortune</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>menace</translation>
    </message>
    <message>
        <source>Triumph</source>
        <translation>Triomphe</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Désastre</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>A Setback die on {1}&apos;s next attack</source>
        <translation>Un dé d&apos;Infortune sur la prochaine attaque de {1}</translation>
    </message>
    <message>
        <source>{0} recovers one strain</source>
        <translation>{0} récupère un point de stress</translation>
    </message>
    <message>
        <source>A Boost die on {0}&apos;s next attack</source>
        <translation>Un dé de Fortune sur la prochaine attaque de {0}</translation>
    </message>
    <message>
        <source>{1} must set first next round</source>
        <translation>{1} devra poser en premier à la manche suivante</translation>
    </message>
    <message>
        <source>Upgrade {0}&apos;s next attack</source>
        <translation>Améliorer la prochaine attaque de {0}</translation>
    </message>
    <message>
        <source>Upgrade {0}&apos;s next defence</source>
        <translation>Améliorer la prochaine défense de {0}</translation>
    </message>
    <message>
        <source>A Boost die on {1}&apos;s next attack</source>
        <translation>Un dé de Fortune sur la prochaine attaque de {1}</translation>
    </message>
    <message>
        <source>{0} suffers one strain</source>
        <translation>{0} subit un point de stress</translation>
    </message>
    <message>
        <source>A Setback die on {0}&apos;s next attack</source>
        <translation>Un dé d&apos;Infortune sur la prochaine attaque de {0}</translation>
    </message>
    <message>
        <source>{1} may add or take back one of {0}&apos;s set pieces next round</source>
        <translation>À la manche suivante, {1} pourra ajouter ou retirer une pièce posée de {0}</translation>
    </message>
    <message>
        <source>Upgrade {1}&apos;s next attack</source>
        <translation>Améliorer la prochaine attaque de {1}</translation>
    </message>
    <message>
        <source>Upgrade {1}&apos;s next defence</source>
        <translation>Améliorer la prochaine défense de {1}</translation>
    </message>
    <message>
        <source>Not enough left to pay for it.</source>
        <translation>Il ne reste pas de quoi le payer.</translation>
    </message>
    <message>
        <source>Limit Rule: a one-symbol effect may be bought at most {0} times with this roll.</source>
        <translation>Règle de limite&#xa0;: avec ce jet, un effet à un symbole s&apos;achète au plus {0} fois.</translation>
    </message>
    <message>
        <source>This effect can be bought only once per roll.</source>
        <translation>Cet effet ne s&apos;achète qu&apos;une fois par jet.</translation>
    </message>
    <message>
        <source>No Triumph or Despair left for it.</source>
        <translation>Il ne reste ni Triomphe ni Désastre pour le payer.</translation>
    </message>
    <message>
        <source>One more would change nothing.</source>
        <translation>Un de plus ne changerait rien.</translation>
    </message>
    <message>
        <source>Not an effect of this side.</source>
        <translation>Cet effet n&apos;appartient pas à ce camp.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} × {1}</source>
        <translation>{0} × {1}</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>no net success</source>
        <translation>aucun succès net</translation>
    </message>
    <message>
        <source>Primary defence</source>
        <translation>Défense principale</translation>
    </message>
    <message>
        <source>Secondary defence</source>
        <translation>Défense secondaire</translation>
    </message>
    <message>
        <source>Primary attack</source>
        <translation>Attaque principale</translation>
    </message>
    <message>
        <source>Secondary attack</source>
        <translation>Attaque secondaire</translation>
    </message>
    <message>
        <source>Cunning {0}, Dejarik Defence {1}</source>
        <translation>Ruse {0}, Défense Dejarik {1}</translation>
    </message>
    <message>
        <source>Presence {0}</source>
        <translation>Présence {0}</translation>
    </message>
    <message>
        <source>Intelligence {0}, Dejarik Attack {1}</source>
        <translation>Intelligence {0}, Attaque Dejarik {1}</translation>
    </message>
    <message>
        <source>Willpower {0}</source>
        <translation>Volonté {0}</translation>
    </message>
    <message>
        <source>primary defence</source>
        <translation>défense principale</translation>
    </message>
    <message>
        <source>secondary defence</source>
        <translation>défense secondaire</translation>
    </message>
    <message>
        <source>primary attack</source>
        <translation>attaque principale</translation>
    </message>
    <message>
        <source>secondary attack</source>
        <translation>attaque secondaire</translation>
    </message>
    <message>
        <source>{0} (×{1})</source>
        <translation>{0} (×{1})</translation>
    </message>
    <message>
        <source>{0}, with a Triumph</source>
        <translation>{0}, avec un Triomphe</translation>
    </message>
    <message>
        <source>{0}, with a Despair</source>
        <translation>{0}, avec un Désastre</translation>
    </message>
    <message>
        <source>{0} announces a primary defence</source>
        <translation>{0} annonce une défense principale</translation>
    </message>
    <message>
        <source>{0} announces a secondary defence</source>
        <translation>{0} annonce une défense secondaire</translation>
    </message>
    <message>
        <source>{0} announces a primary attack</source>
        <translation>{0} annonce une attaque principale</translation>
    </message>
    <message>
        <source>{0} announces a secondary attack</source>
        <translation>{0} annonce une attaque secondaire</translation>
    </message>
    <message>
        <source>{0} leaves {1}&apos;s set pieces as they are</source>
        <translation>{0} laisse telles quelles les pièces posées de {1}</translation>
    </message>
    <message>
        <source>{0} rolls: {1}</source>
        <translation>{0} lance les dés&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} spends nothing</source>
        <translation>{0} ne dépense rien</translation>
    </message>
    <message>
        <source>{0} spends: {1}</source>
        <translation>{0} dépense&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>DejarikPanel</name>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{0}, how many pieces do you set?</source>
        <translation>{0}, combien de pièces posez-vous&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>{0} has set %n piece(s).</source>
        <translation>
            <numerusform>{0} a posé %n pièce.</numerusform>
            <numerusform>{0} a posé %n pièces.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} may add pieces from {1}&apos;s active pile to its set pieces, or send set pieces back.</source>
        <translation>{0} peut ajouter aux pièces posées de {1} des pièces de son tas actif, ou lui en rendre.</translation>
    </message>
    <message>
        <source>{0}, announce a primary or a secondary defence.</source>
        <translation>{0}, annoncez une défense principale ou secondaire.</translation>
    </message>
    <message>
        <source>{0}, announce a primary or a secondary attack. {1} chose a {2}.</source>
        <translation>{0}, annoncez une attaque principale ou secondaire. {1} a choisi une {2}.</translation>
    </message>
    <message>
        <source>{0}, roll the dice.</source>
        <translation>{0}, lancez les dés.</translation>
    </message>
    <message>
        <source>{0}, spend the net advantages and Triumphs.</source>
        <translation>{0}, dépensez les avantages nets et les Triomphes.</translation>
    </message>
    <message>
        <source>{0}, spend the net threats and Despairs.</source>
        <translation>{0}, dépensez les menaces nettes et les Désastres.</translation>
    </message>
    <message numerus="yes">
        <source>Set %n piece(s)</source>
        <translation>
            <numerusform>Poser %n pièce</numerusform>
            <numerusform>Poser %n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n piece(s) to the defender&apos;s set pieces</source>
        <translation>
            <numerusform>Ajouter %n pièce aux pièces posées du défenseur</numerusform>
            <numerusform>Ajouter %n pièces aux pièces posées du défenseur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send %n of the defender&apos;s set pieces back</source>
        <translation>
            <numerusform>Retirer au défenseur %n pièce posée</numerusform>
            <numerusform>Retirer au défenseur %n pièces posées</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave the defender&apos;s set pieces as they are</source>
        <translation>Laisser telles quelles les pièces posées du défenseur</translation>
    </message>
    <message>
        <source>The exact odds of the roll appear here once both sides have set their pieces.</source>
        <translation>Les probabilités exactes du jet s&apos;affichent ici une fois que les deux camps ont posé leurs pièces.</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation>Secondaire</translation>
    </message>
    <message>
        <source>This roll</source>
        <translation>Ce jet</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>Aucune manche jouée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <source>Round log</source>
        <translation>Journal des manches</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
</context>
<context>
    <name>DejarikReading</name>
    <message numerus="yes">
        <source>{0} sets %n piece(s)</source>
        <translation>
            <numerusform>{0} pose %n pièce</numerusform>
            <numerusform>{0} pose %n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} adds %n piece(s) to {1}&apos;s set pieces</source>
        <translation>
            <numerusform>{0} ajoute %n pièce aux pièces posées de {1}</numerusform>
            <numerusform>{0} ajoute %n pièces aux pièces posées de {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sends %n of {1}&apos;s set pieces back</source>
        <translation>
            <numerusform>{0} retire à {1} %n pièce posée</numerusform>
            <numerusform>{0} retire à {1} %n pièces posées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} spends %n advantage(s): {1}</source>
        <translation>
            <numerusform>{0} dépense %n avantage&#xa0;: {1}</numerusform>
            <numerusform>{0} dépense %n avantages&#xa0;: {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} spends %n threat(s): {1}</source>
        <translation>
            <numerusform>{0} dépense %n menace&#xa0;: {1}</numerusform>
            <numerusform>{0} dépense %n menaces&#xa0;: {1}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DejarikReasons</name>
    <message>
        <source>that is not a choice of the Dejarik duel</source>
        <translation>ce n&apos;est pas un choix du duel de Dejarik</translation>
    </message>
    <message>
        <source>a Dejarik choice is made in a single step</source>
        <translation>un choix de Dejarik se fait en une seule étape</translation>
    </message>
    <message>
        <source>the pieces are being set: choose how many to set first</source>
        <translation>c&apos;est le moment de poser les pièces&#xa0;: choisissez d&apos;abord combien en poser</translation>
    </message>
    <message>
        <source>the attacker must first decide whether to adjust the defender&apos;s set pieces</source>
        <translation>l&apos;attaquant doit d&apos;abord décider s&apos;il ajuste les pièces posées du défenseur</translation>
    </message>
    <message>
        <source>the defender must announce a defence first</source>
        <translation>le défenseur doit d&apos;abord annoncer sa défense</translation>
    </message>
    <message>
        <source>the attacker must announce an attack first</source>
        <translation>l&apos;attaquant doit d&apos;abord annoncer son attaque</translation>
    </message>
    <message>
        <source>both sides have chosen: the attacker rolls the dice now</source>
        <translation>les deux camps ont choisi&#xa0;: c&apos;est à l&apos;attaquant de lancer les dés</translation>
    </message>
    <message>
        <source>the dice have been rolled: the attacker spends the advantages and Triumphs now</source>
        <translation>les dés sont jetés&#xa0;: l&apos;attaquant dépense maintenant les avantages et Triomphes</translation>
    </message>
    <message>
        <source>the attacker has spent: the defender spends the threats and Despairs now</source>
        <translation>l&apos;attaquant a dépensé&#xa0;: le défenseur dépense maintenant les menaces et Désastres</translation>
    </message>
    <message>
        <source>no more pieces can be set than the active pile holds ({0})</source>
        <translation>on ne peut pas poser plus de pièces que n&apos;en contient le tas actif ({0})</translation>
    </message>
    <message>
        <source>the threats spent last round paid for at most {0} adjustment(s)</source>
        <translation>les menaces dépensées à la manche précédente n&apos;ont payé que {0} ajustement(s) au plus</translation>
    </message>
    <message>
        <source>the defender&apos;s active pile has only {0} piece(s) to add</source>
        <translation>le tas actif du défenseur n&apos;a que {0} pièce(s) à ajouter</translation>
    </message>
    <message>
        <source>the defender has set only {0} piece(s) to send back</source>
        <translation>le défenseur n&apos;a posé que {0} pièce(s) à renvoyer</translation>
    </message>
    <message>
        <source>that effect is not one the attacker can buy with advantages</source>
        <translation>l&apos;attaquant ne peut pas acheter cet effet avec des avantages</translation>
    </message>
    <message>
        <source>that effect is not one the defender can buy with threats</source>
        <translation>le défenseur ne peut pas acheter cet effet avec des menaces</translation>
    </message>
    <message>
        <source>an upgrade can be bought only with a Triumph</source>
        <translation>une amélioration ne s&apos;achète qu&apos;avec un Triomphe</translation>
    </message>
    <message>
        <source>an upgrade can be bought only with a Despair</source>
        <translation>une amélioration ne s&apos;achète qu&apos;avec un Désastre</translation>
    </message>
    <message>
        <source>the plan costs more advantages than the roll left ({0})</source>
        <translation>le plan coûte plus d&apos;avantages que le jet n&apos;en laisse ({0})</translation>
    </message>
    <message>
        <source>the plan costs more threats than the roll left ({0})</source>
        <translation>le plan coûte plus de menaces que le jet n&apos;en laisse ({0})</translation>
    </message>
    <message>
        <source>the plan spends more Triumphs than the roll showed ({0})</source>
        <translation>le plan dépense plus de Triomphes que le jet n&apos;en montre ({0})</translation>
    </message>
    <message>
        <source>the plan spends more Despairs than the roll showed ({0})</source>
        <translation>le plan dépense plus de Désastres que le jet n&apos;en montre ({0})</translation>
    </message>
    <message>
        <source>Limit Rule: with this roll a one-advantage effect can be bought at most {0} time(s)</source>
        <translation>Règle de limite&#xa0;: avec ce jet, un effet à un avantage s&apos;achète au plus {0} fois</translation>
    </message>
    <message>
        <source>Limit Rule: with this roll a one-threat effect can be bought at most {0} time(s)</source>
        <translation>Règle de limite&#xa0;: avec ce jet, un effet à une menace s&apos;achète au plus {0} fois</translation>
    </message>
    <message>
        <source>setting first next round can be bought only once</source>
        <translation>poser en premier à la manche suivante ne s&apos;achète qu&apos;une fois</translation>
    </message>
    <message>
        <source>the attacker has only {0} strain to recover</source>
        <translation>l&apos;attaquant n&apos;a que {0} point(s) de stress à récupérer</translation>
    </message>
    <message>
        <source>{0} more strain already takes the attacker out: more does nothing</source>
        <translation>{0} point(s) de stress de plus mettent déjà l&apos;attaquant hors de combat&#xa0;: davantage ne sert à rien</translation>
    </message>
</context>
<context>
    <name>DejarikTableScene</name>
    <message>
        <source>attacks</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>défend</translation>
    </message>
    <message>
        <source>Strain {0} / {1}</source>
        <translation>Stress {0} / {1}</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Tas actif</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Tas inactif</translation>
    </message>
    <message>
        <source>not set yet</source>
        <translation>n&apos;a pas encore posé</translation>
    </message>
    <message>
        <source>no piece set</source>
        <translation>aucune pièce posée</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>wins the match</source>
        <translation>remporte la partie</translation>
    </message>
    <message>
        <source>▶ choosing how many pieces to set</source>
        <translation>▶ choisit combien de pièces poser</translation>
    </message>
    <message>
        <source>▶ adjusting the opponent&apos;s set pieces</source>
        <translation>▶ ajuste les pièces posées adverses</translation>
    </message>
    <message>
        <source>▶ choosing a primary or secondary defence</source>
        <translation>▶ choisit une défense principale ou secondaire</translation>
    </message>
    <message>
        <source>▶ choosing a primary or secondary attack</source>
        <translation>▶ choisit une attaque principale ou secondaire</translation>
    </message>
    <message>
        <source>▶ about to roll the dice</source>
        <translation>▶ va lancer les dés</translation>
    </message>
    <message>
        <source>▶ spending advantages and Triumphs</source>
        <translation>▶ dépense avantages et Triomphes</translation>
    </message>
    <message>
        <source>▶ spending threats and Despairs</source>
        <translation>▶ dépense menaces et Désastres</translation>
    </message>
    <message>
        <source>has set its pieces</source>
        <translation>a posé ses pièces</translation>
    </message>
    <message>
        <source>Boost dice waiting for this character&apos;s next attack</source>
        <translation>Dés de Fortune en attente pour la prochaine attaque de ce personnage</translation>
    </message>
    <message>
        <source>Setback dice waiting for this character&apos;s next attack</source>
        <translation>Dés d&apos;Infortune en attente pour la prochaine attaque de ce personnage</translation>
    </message>
    <message>
        <source>attack +{0}</source>
        <translation>attaque +{0}</translation>
    </message>
    <message>
        <source>Upgrades waiting for this character&apos;s next attack</source>
        <translation>Améliorations en attente pour la prochaine attaque de ce personnage</translation>
    </message>
    <message>
        <source>defence +{0}</source>
        <translation>défense +{0}</translation>
    </message>
    <message>
        <source>Upgrades waiting for this character&apos;s next defence</source>
        <translation>Améliorations en attente pour la prochaine défense de ce personnage</translation>
    </message>
    <message>
        <source>sets first</source>
        <translation>pose en premier</translation>
    </message>
    <message>
        <source>This round this attacker sets its pieces first</source>
        <translation>À cette manche, cet attaquant pose ses pièces en premier</translation>
    </message>
    <message>
        <source>sets first next</source>
        <translation>posera en premier</translation>
    </message>
    <message>
        <source>Next round this character, attacking, sets first</source>
        <translation>À la manche suivante, ce personnage, en attaque, posera en premier</translation>
    </message>
    <message>
        <source>Adjustments of the opponent&apos;s set pieces this round</source>
        <translation>Ajustements des pièces posées adverses à cette manche</translation>
    </message>
    <message>
        <source>Adjustments of the opponent&apos;s set pieces next round</source>
        <translation>Ajustements des pièces posées adverses à la manche suivante</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <source>the pool about to be rolled</source>
        <translation>la réserve qui va être lancée</translation>
    </message>
    <message>
        <source>the defence dice</source>
        <translation>les dés de la défense</translation>
    </message>
</context>
<context>
    <name>EvalChart</name>
    <message>
        <source>{0} {1}%</source>
        <translation>{0} {1}&#xa0;%</translation>
    </message>
    <message>
        <source>Start: {0}</source>
        <translation>Départ&#xa0;: {0}</translation>
    </message>
    <message>
        <source>After move {0}: {1}</source>
        <translation>Après le coup {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique d&apos;évaluation</translation>
    </message>
    <message>
        <source>Each seat&apos;s chance of winning will show here.</source>
        <translation>Les chances de gagner de chaque camp s&apos;afficheront ici.</translation>
    </message>
    <message>
        <source>Each seat&apos;s chance of winning after every move, in percent, as the Hard bot sees it. Click the graph to see that position.</source>
        <translation>Les chances de gagner de chaque camp après chaque coup, en pour cent, selon le robot Difficile. Cliquez sur le graphique pour voir cette position.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>“{0}” cannot be read: it may have been moved or deleted, or you may not be allowed to open it.</source>
        <translation>«&#xa0;{0}&#xa0;» ne peut pas être lu&#xa0;: il a peut-être été déplacé ou supprimé, ou vous n&apos;avez pas le droit de l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>“{0}” was saved by a newer version of Boardroom: update Boardroom to open it.</source>
        <translation>«&#xa0;{0}&#xa0;» a été enregistré par une version plus récente de Boardroom&#xa0;: mettez Boardroom à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>“{0}” cannot be opened: this file is damaged or is not a Boardroom saved game.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;{0}&#xa0;»&#xa0;: ce fichier est endommagé ou n&apos;est pas une partie enregistrée par Boardroom.</translation>
    </message>
    <message>
        <source>“{0}” cannot be opened: this Boardroom saved game is damaged (part of it cannot be used).</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;{0}&#xa0;»&#xa0;: cette partie enregistrée par Boardroom est endommagée (une partie de son contenu est inutilisable).</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Open the Menu Bar</source>
        <translation>Ouvrir la barre de menus</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Looking at the start position</source>
        <translation>Vous regardez la position de départ</translation>
    </message>
    <message>
        <source>Looking at move {0}</source>
        <translation>Vous regardez le coup {0}</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Ce coup n&apos;est pas possible.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <source>Stop looking for a hint</source>
        <translation>Arrêter la recherche d&apos;un indice</translation>
    </message>
    <message>
        <source>No hint: the search stopped unexpectedly. Press H to try again.</source>
        <translation>Pas d&apos;indice&#xa0;: la recherche s&apos;est arrêtée de façon inattendue. Appuyez sur H pour réessayer.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Erreur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>This is an earlier position, shown to look at: press Back to game (or Esc) to play on.</source>
        <translation>Ceci est une position antérieure, montrée pour être regardée&#xa0;: appuyez sur Retour à la partie (ou Échap) pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>Interdit&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Game over. {0}. {1}</source>
        <translation>Partie terminée. {0}. {1}</translation>
    </message>
    <message>
        <source>Waiting for {0}</source>
        <translation>En attente de {0}</translation>
    </message>
    <message>
        <source>{0} stopped: the bot&apos;s process ended unexpectedly. The game is intact; restart the bot to go on.</source>
        <translation>{0} s&apos;est arrêté&#xa0;: le processus du robot a pris fin de façon inattendue. La partie est intacte&#xa0;; relancez le robot pour continuer.</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} réfléchit…</translation>
    </message>
    <message>
        <source>Jump on, or press Enter (or click the piece) to stop here.</source>
        <translation>Sautez encore, ou appuyez sur Entrée (ou cliquez sur la pièce) pour vous arrêter ici.</translation>
    </message>
    <message>
        <source>Setup: {0} to play</source>
        <translation>Mise en place&#xa0;: à {0} de jouer</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>À {0} de jouer</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Interrompre</translation>
    </message>
    <message>
        <source>Stop the bot&apos;s search</source>
        <translation>Arrêter la réflexion du robot</translation>
    </message>
    <message>
        <source>Restart the bot</source>
        <translation>Relancer le robot</translation>
    </message>
    <message>
        <source>Start a new bot process; it takes up the search from the position on the board</source>
        <translation>Démarrer un nouveau processus pour le robot&#xa0;; il reprend la recherche depuis la position du plateau</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Liste des coups</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Passez l&apos;ordinateur à {0}</translation>
    </message>
    <message>
        <source>The board stays hidden until {0} is at the computer, so that nobody sees another player&apos;s secrets.</source>
        <translation>Le plateau reste caché jusqu&apos;à ce que {0} soit devant l&apos;ordinateur, pour que personne ne voie les secrets d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>I am {0} — show the board</source>
        <translation>Je suis {0} — afficher le plateau</translation>
    </message>
</context>
<context>
    <name>HexBoardScene</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lac</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{1} ({0})</translation>
    </message>
    <message>
        <source>stack of {0}, {1} on top (from the bottom: {2})</source>
        <translation>pile de {0} disques, {1} au sommet (de bas en haut&#xa0;: {2})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Click the piece again to end the move here</source>
        <translation>Cliquez de nouveau sur la pièce pour terminer le coup ici</translation>
    </message>
</context>
<context>
    <name>Jaheijagaj</name>
    <message>
        <source>Kiggyar</source>
        <translation>Kiggyar</translation>
    </message>
    <message>
        <source>{0} {1} (honour {2})</source>
        <translation>{1} {0} (honneur {2})</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <source>{0}, level {1}, {2}</source>
        <translation>{0}, niveau {1}, {2}</translation>
    </message>
    <message>
        <source>lift to {0}</source>
        <translation>ascenseur vers {0}</translation>
    </message>
    <message>
        <source>hole to {0}</source>
        <translation>trou vers {0}</translation>
    </message>
    <message>
        <source>out of sight</source>
        <translation>hors de vue</translation>
    </message>
    <message>
        <source>fell below 4 honour</source>
        <translation>tombé sous 4 points d&apos;honneur</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>a abandonné</translation>
    </message>
    <message>
        <source>{0}: out ({1})</source>
        <translation>{0}&#xa0;: hors jeu ({1})</translation>
    </message>
    <message>
        <source>{0}: in the game</source>
        <translation>{0}&#xa0;: en jeu</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Wraith</translation>
    </message>
    <message>
        <source>no Wraith</source>
        <translation>pas de Wraith</translation>
    </message>
    <message>
        <source>{0}: honour {1} · {2}</source>
        <translation>{0}&#xa0;: honneur {1} · {2}</translation>
    </message>
    <message>
        <source>{0} has no move and must pass.</source>
        <translation>{0} n&apos;a aucun coup et doit passer.</translation>
    </message>
    <message>
        <source>{0}: move, attack, spawn, or act with the Wraith.</source>
        <translation>{0}&#xa0;: déplacez, attaquez, faites apparaître un Soldat ou jouez le Wraith.</translation>
    </message>
    <message>
        <source>Your last attack was called off, blocked by {0}. {1}</source>
        <translation>Votre dernière attaque a été annulée, barrée par {0}. {1}</translation>
    </message>
    <message>
        <source>{0} spawns a Trooper: click one of the marked hexes (free, next to three of your connected infantry), or press Esc to cancel.</source>
        <translation>{0} fait apparaître un Soldat&#xa0;: cliquez sur l&apos;un des hexagones marqués (libre, voisin de trois de vos fantassins reliés), ou appuyez sur Échap pour annuler.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Left the game, in order: {0}.</source>
        <translation>Ont quitté la partie, dans l&apos;ordre&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Attack called off: {0}, blocked by {1}</source>
        <translation>Attaque annulée&#xa0;: {0}, barrée par {1}</translation>
    </message>
    <message>
        <source>Attack called off: {0}</source>
        <translation>Attaque annulée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}, blocked by {1}</source>
        <translation>{0}, bloqué par {1}</translation>
    </message>
    <message>
        <source>{0}, blocked</source>
        <translation>{0}, bloqué</translation>
    </message>
    <message>
        <source>a hidden {0} on {1}</source>
        <translation>un {0} caché en {1}</translation>
    </message>
    <message>
        <source>{0} moves {1} to {2}</source>
        <translation>{0} va de {1} à {2}</translation>
    </message>
    <message>
        <source>{0} attacks {1} on {2}</source>
        <translation>{0} attaque {1} en {2}</translation>
    </message>
    <message>
        <source>a piece</source>
        <translation>une pièce</translation>
    </message>
    <message>
        <source>{0} spawns a Trooper on {1}</source>
        <translation>{0} fait apparaître un Soldat en {1}</translation>
    </message>
    <message>
        <source>{0} moves ahead to {1}</source>
        <translation>{0} avance en {1}</translation>
    </message>
    <message>
        <source>{0} charges to {1}</source>
        <translation>{0} charge jusqu&apos;en {1}</translation>
    </message>
    <message>
        <source>{0} turns left</source>
        <translation>{0} tourne à gauche</translation>
    </message>
    <message>
        <source>{0} turns right</source>
        <translation>{0} tourne à droite</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passe</translation>
    </message>
    <message>
        <source>{0} resigns and leaves</source>
        <translation>{0} abandonne et quitte la partie</translation>
    </message>
    <message>
        <source>{0} attacks out of sight</source>
        <translation>{0} attaque hors de vue</translation>
    </message>
    <message>
        <source>{0} out of sight, then {1}, out of sight</source>
        <translation>{0} hors de vue, puis {1}, hors de vue</translation>
    </message>
    <message>
        <source>{0} out of sight, then {1}</source>
        <translation>{0} hors de vue, puis {1}</translation>
    </message>
    <message>
        <source>{0} {1}, out of sight</source>
        <translation>{0} {1}, hors de vue</translation>
    </message>
    <message>
        <source>{0} stays on {1}</source>
        <translation>{0} reste en {1}</translation>
    </message>
    <message>
        <source>{0} spawns out of sight</source>
        <translation>{0} fait apparaître un Soldat hors de vue</translation>
    </message>
    <message>
        <source>{0} moves its Wraith out of sight</source>
        <translation>{0} déplace son Wraith hors de vue</translation>
    </message>
    <message>
        <source>{0} moves out of sight</source>
        <translation>{0} joue hors de vue</translation>
    </message>
</context>
<context>
    <name>JaheijagajCounted</name>
    <message numerus="yes">
        <source>%n turn(s) ago</source>
        <translation>
            <numerusform>il y a %n tour</numerusform>
            <numerusform>il y a %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JaheijagajPanel</name>
    <message>
        <source>Stock left: Troopers {0}/{1}, Spec Ops {2}/{3}, Honour Guards {4}/{5}.</source>
        <translation>Réserve&#xa0;: Soldats {0}/{1}, Commandos {2}/{3}, Gardes d&apos;honneur {4}/{5}.</translation>
    </message>
    <message>
        <source>You have left the game.</source>
        <translation>Vous avez quitté la partie.</translation>
    </message>
    <message numerus="yes">
        <source>No piece removed for a while: the game ends in %n round(s)</source>
        <translation>
            <numerusform>Aucune pièce retirée depuis longtemps&#xa0;: la partie finit dans %n manche</numerusform>
            <numerusform>Aucune pièce retirée depuis longtemps&#xa0;: la partie finit dans %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Enough: finish the attack.</source>
        <translation>C&apos;est assez&#xa0;: terminez l&apos;attaque.</translation>
    </message>
    <message>
        <source>Short: pick helpers (your infantry or Kiggyar) next to the target.</source>
        <translation>Pas assez&#xa0;: choisissez des renforts (votre infanterie ou des Kiggyar) à côté de la cible.</translation>
    </message>
    <message>
        <source>Attack: honour {0} against {1}. {2}</source>
        <translation>Attaque&#xa0;: honneur {0} contre {1}. {2}</translation>
    </message>
    <message>
        <source>The pyramid</source>
        <translation>La pyramide</translation>
    </message>
    <message>
        <source>⟲ Turn</source>
        <translation>⟲ Tourner</translation>
    </message>
    <message>
        <source>A quarter turn to the left ([ or Page Up)</source>
        <translation>Un quart de tour vers la gauche ([ ou Page préc.)</translation>
    </message>
    <message>
        <source>Turn ⟳</source>
        <translation>Tourner ⟳</translation>
    </message>
    <message>
        <source>A quarter turn to the right (] or Page Down)</source>
        <translation>Un quart de tour vers la droite (] ou Page suiv.)</translation>
    </message>
    <message>
        <source>My face</source>
        <translation>Ma face</translation>
    </message>
    <message>
        <source>Turn the pyramid back to your own face</source>
        <translation>Ramener la pyramide face à vous</translation>
    </message>
    <message>
        <source>Flat map</source>
        <translation>Carte à plat</translation>
    </message>
    <message>
        <source>The four levels side by side, seen from above</source>
        <translation>Les quatre niveaux côte à côte, vus de dessus</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Spawn a Trooper</source>
        <translation>Faire apparaître un Soldat</translation>
    </message>
    <message>
        <source>Then click a free hex next to three of your infantry (or right-click the hex)</source>
        <translation>Cliquez ensuite sur un hexagone libre voisin de trois de vos fantassins (ou faites un clic droit sur l&apos;hexagone)</translation>
    </message>
    <message>
        <source>Wraith ⟲</source>
        <translation>Wraith ⟲</translation>
    </message>
    <message>
        <source>Turn the Wraith 60 degrees to the left</source>
        <translation>Tourner le Wraith de 60 degrés vers la gauche</translation>
    </message>
    <message>
        <source>Wraith ⟳</source>
        <translation>Wraith ⟳</translation>
    </message>
    <message>
        <source>Turn the Wraith 60 degrees to the right</source>
        <translation>Tourner le Wraith de 60 degrés vers la droite</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Finish the attack</source>
        <translation>Terminer l&apos;attaque</translation>
    </message>
</context>
<context>
    <name>JaheijagajReading</name>
    <message numerus="yes">
        <source>{0}, with %n helper(s)</source>
        <translation>
            <numerusform>{0}, avec %n renfort</numerusform>
            <numerusform>{0}, avec %n renforts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JaheijagajReasons</name>
    <message>
        <source>that hex is hidden from you</source>
        <translation>cet hexagone vous est caché</translation>
    </message>
    <message>
        <source>there is no piece of yours on that hex</source>
        <translation>aucune de vos pièces ne se trouve sur cet hexagone</translation>
    </message>
    <message>
        <source>that {0} is not yours</source>
        <translation>ce {0} n&apos;est pas à vous</translation>
    </message>
    <message>
        <source>the Kiggyar belong to nobody: they only join attacks as helpers</source>
        <translation>les Kiggyar n&apos;appartiennent à personne&#xa0;: ils ne font que venir en renfort d&apos;une attaque</translation>
    </message>
    <message>
        <source>a Wraith is moved from its centre hex</source>
        <translation>un Wraith se déplace depuis son hexagone central</translation>
    </message>
    <message>
        <source>that {0} has no free hex to go to and nothing to attack</source>
        <translation>ce {0} n&apos;a aucun hexagone libre où aller ni rien à attaquer</translation>
    </message>
    <message>
        <source>the Wraith has no room to move, turn or charge</source>
        <translation>le Wraith n&apos;a la place ni d&apos;avancer, ni de tourner, ni de charger</translation>
    </message>
    <message>
        <source>you may pass only when you have no move</source>
        <translation>vous ne pouvez passer que si vous n&apos;avez aucun coup</translation>
    </message>
    <message>
        <source>pick your Wraith before turning it</source>
        <translation>choisissez d&apos;abord votre Wraith pour le faire tourner</translation>
    </message>
    <message>
        <source>only a Wraith turns: infantry walks from hex to hex</source>
        <translation>seul un Wraith tourne&#xa0;: l&apos;infanterie marche d&apos;hexagone en hexagone</translation>
    </message>
    <message>
        <source>that cannot come next in this move</source>
        <translation>cela ne peut pas suivre dans ce coup</translation>
    </message>
    <message>
        <source>the rules of Jaheijagaj allow no such move here</source>
        <translation>les règles de Jaheijagaj ne permettent pas ce coup ici</translation>
    </message>
    <message>
        <source>a path cannot cross the same hex twice</source>
        <translation>un chemin ne peut pas passer deux fois par le même hexagone</translation>
    </message>
    <message>
        <source>a wall stands between the levels: use a lift to climb</source>
        <translation>un mur sépare les niveaux&#xa0;: prenez un ascenseur pour monter</translation>
    </message>
    <message>
        <source>a wall stands between the levels: use a hole to go down</source>
        <translation>un mur sépare les niveaux&#xa0;: prenez un trou pour descendre</translation>
    </message>
    <message>
        <source>go one hex at a time: each hex of the path must touch the last</source>
        <translation>un hexagone à la fois&#xa0;: chaque hexagone du chemin doit toucher le précédent</translation>
    </message>
    <message>
        <source>too far for that {0}: infantry moves at most four steps</source>
        <translation>trop loin pour ce {0}&#xa0;: l&apos;infanterie fait au plus quatre pas</translation>
    </message>
    <message>
        <source>no free way leads there</source>
        <translation>aucun chemin libre ne mène là</translation>
    </message>
    <message>
        <source>that hex is occupied</source>
        <translation>cet hexagone est occupé</translation>
    </message>
    <message>
        <source>the landing of that lift or hole is occupied</source>
        <translation>l&apos;arrivée de cet ascenseur ou de ce trou est occupée</translation>
    </message>
    <message>
        <source>a lift or a hole takes the piece straight to its landing</source>
        <translation>un ascenseur ou un trou mène la pièce tout droit à son arrivée</translation>
    </message>
    <message>
        <source>infantry cannot attack a Wraith: only surrounding it destroys it</source>
        <translation>l&apos;infanterie ne peut pas attaquer un Wraith&#xa0;: seul un encerclement le détruit</translation>
    </message>
    <message>
        <source>too far to attack: the attacker takes at most two steps, the last onto its target</source>
        <translation>trop loin pour attaquer&#xa0;: l&apos;attaquant fait au plus deux pas, le dernier sur sa cible</translation>
    </message>
    <message>
        <source>not enough honour against that {0}, even with helpers</source>
        <translation>pas assez d&apos;honneur contre ce {0}, même avec des renforts</translation>
    </message>
    <message>
        <source>the attack has honour enough already: no more helpers</source>
        <translation>l&apos;attaque a déjà assez d&apos;honneur&#xa0;: plus de renforts</translation>
    </message>
    <message>
        <source>pick a helper: one of your infantry or a Kiggyar</source>
        <translation>choisissez un renfort&#xa0;: l&apos;un de vos fantassins ou un Kiggyar</translation>
    </message>
    <message>
        <source>only your own infantry or the Kiggyar can help</source>
        <translation>seuls vos fantassins ou les Kiggyar peuvent venir en renfort</translation>
    </message>
    <message>
        <source>a Wraith cannot help an attack</source>
        <translation>un Wraith ne peut pas venir en renfort d&apos;une attaque</translation>
    </message>
    <message>
        <source>that piece is in this attack already</source>
        <translation>cette pièce participe déjà à cette attaque</translation>
    </message>
    <message>
        <source>a helper moves at most two steps, to a hex next to the target</source>
        <translation>un renfort fait au plus deux pas, jusqu&apos;à un hexagone voisin de la cible</translation>
    </message>
    <message>
        <source>a helper must end next to the target</source>
        <translation>un renfort doit finir à côté de la cible</translation>
    </message>
    <message>
        <source>a helper stands next to the target, not on it</source>
        <translation>un renfort se place à côté de la cible, pas dessus</translation>
    </message>
    <message>
        <source>all ten of your Troopers are on the board already</source>
        <translation>vos dix Soldats sont déjà tous sur le plateau</translation>
    </message>
    <message>
        <source>to spawn you need three of your infantry in a connected chain</source>
        <translation>pour faire apparaître un Soldat, il faut trois de vos fantassins reliés en chaîne</translation>
    </message>
    <message>
        <source>a new Trooper cannot stand on a lift or a hole</source>
        <translation>un nouveau Soldat ne peut se tenir ni sur un ascenseur ni sur un trou</translation>
    </message>
    <message>
        <source>a new Trooper goes next to a chain of three of your infantry, on its level</source>
        <translation>un nouveau Soldat se place à côté d&apos;une chaîne de trois de vos fantassins, sur son niveau</translation>
    </message>
    <message>
        <source>a Wraith must keep all four hexes on level 0</source>
        <translation>un Wraith doit garder ses quatre hexagones au niveau 0</translation>
    </message>
    <message>
        <source>pieces stand in the Wraith&apos;s way</source>
        <translation>des pièces barrent le chemin du Wraith</translation>
    </message>
    <message>
        <source>the Wraith cannot charge: infantry stands next to it ahead</source>
        <translation>le Wraith ne peut pas charger&#xa0;: de l&apos;infanterie se tient juste devant lui</translation>
    </message>
    <message>
        <source>a charge must land on at least one enemy piece you can see</source>
        <translation>une charge doit retomber sur au moins une pièce ennemie que vous voyez</translation>
    </message>
    <message>
        <source>a Wraith goes straight ahead only: one hex, or a charge of two or three; turn it first</source>
        <translation>un Wraith ne va que tout droit&#xa0;: un hexagone, ou une charge de deux ou trois&#xa0;; tournez-le d&apos;abord</translation>
    </message>
</context>
<context>
    <name>Jikaida</name>
    <message>
        <source>{0} {1}</source>
        <comment>colour, piece</comment>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <source>{0} Fluttember: the King on {1} and the {2} on {3} change places</source>
        <translation>{0}&#xa0;: Fluttember, le Roi en {1} et le {2} en {3} échangent leurs places</translation>
    </message>
    <message>
        <source>{0} vaults {1}</source>
        <translation>{0} voltige {1}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>piece, squares</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}, takes {1}</source>
        <translation>{0}, prend le {1}</translation>
    </message>
    <message>
        <source>{0}, promoted to {1}</source>
        <translation>{0}, promu en {1}</translation>
    </message>
</context>
<context>
    <name>JikaidaReasons</name>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Pallan</source>
        <translation>Pallan</translation>
    </message>
    <message>
        <source>Kapt</source>
        <translation>Kapt</translation>
    </message>
    <message>
        <source>Chuktar</source>
        <translation>Chuktar</translation>
    </message>
    <message>
        <source>Jiktar</source>
        <translation>Jiktar</translation>
    </message>
    <message>
        <source>Hikdar</source>
        <translation>Hikdar</translation>
    </message>
    <message>
        <source>Paktun</source>
        <translation>Paktun</translation>
    </message>
    <message>
        <source>Deldar</source>
        <translation>Deldar</translation>
    </message>
    <message>
        <source>Swod</source>
        <translation>Swod</translation>
    </message>
    <message>
        <source>choose a square of the board</source>
        <translation>choisissez une case du plateau</translation>
    </message>
    <message>
        <source>there is no piece on {0}</source>
        <translation>il n&apos;y a aucune pièce en {0}</translation>
    </message>
    <message>
        <source>the piece on {0} is not yours</source>
        <translation>la pièce en {0} n&apos;est pas à vous</translation>
    </message>
    <message>
        <source>the {0} on {1} has no move</source>
        <translation>le {0} en {1} n&apos;a aucun déplacement possible</translation>
    </message>
    <message>
        <source>a move cannot end where it began</source>
        <translation>un coup ne peut pas finir sur sa case de départ</translation>
    </message>
    <message>
        <source>only a Pallan may capture a piece of its own side</source>
        <translation>seul un Pallan peut prendre une pièce de son propre camp</translation>
    </message>
    <message>
        <source>a Pallan never captures its own King</source>
        <translation>un Pallan ne prend jamais son propre Roi</translation>
    </message>
    <message>
        <source>the {0} cannot move that way</source>
        <translation>le {0} ne se déplace pas ainsi</translation>
    </message>
    <message>
        <source>the path is blocked at {0}</source>
        <translation>le chemin est barré en {0}</translation>
    </message>
    <message>
        <source>the {0} crosses a front only from a square beside it</source>
        <translation>le {0} ne franchit un front que depuis une case qui le touche</translation>
    </message>
    <message>
        <source>the {0} may cross only one front that it did not start beside</source>
        <translation>le {0} ne peut franchir qu&apos;un seul front qu&apos;il ne touchait pas au départ</translation>
    </message>
    <message>
        <source>a Swod moves only forward, straight ahead or diagonally</source>
        <translation>un Swod n&apos;avance que tout droit ou en diagonale vers l&apos;avant</translation>
    </message>
    <message>
        <source>a Swod moves two or three squares only on its first move</source>
        <translation>un Swod ne parcourt deux ou trois cases qu&apos;à son premier déplacement</translation>
    </message>
    <message>
        <source>even on its first move a Swod goes at most three squares</source>
        <translation>même à son premier déplacement, un Swod parcourt trois cases au plus</translation>
    </message>
    <message>
        <source>a Swod never captures straight ahead</source>
        <translation>un Swod ne prend jamais droit devant lui</translation>
    </message>
    <message>
        <source>a Swod cannot capture a Propt Swod (one beside a Deldar of its own side)</source>
        <translation>un Swod ne peut pas prendre un Swod Propt (voisin d&apos;un Deldar de son camp)</translation>
    </message>
    <message>
        <source>a Deldar moves twice in one turn only on its first move</source>
        <translation>un Deldar ne joue deux fois dans le même tour qu&apos;à son premier déplacement</translation>
    </message>
    <message>
        <source>a Paktun leaps twice in one turn only on its first move</source>
        <translation>un Paktun ne bondit deux fois dans le même tour qu&apos;à son premier déplacement</translation>
    </message>
    <message>
        <source>the first part of the move must end on an empty square: a capture ends the move</source>
        <translation>la première partie du coup doit finir sur une case vide&#xa0;: une prise termine le coup</translation>
    </message>
    <message>
        <source>the Pallan cannot reach that square, even with its one change of path</source>
        <translation>le Pallan ne peut pas atteindre cette case, même avec son unique changement de trajectoire</translation>
    </message>
    <message>
        <source>a vault needs a line of at least {0} pieces to jump along</source>
        <translation>une voltige demande une chaîne d&apos;au moins {0} pièces à suivre</translation>
    </message>
    <message>
        <source>a vault comes down on the first empty square after the line, {0}</source>
        <translation>une voltige se pose sur la première case vide après la chaîne, {0}</translation>
    </message>
    <message>
        <source>a vault captures only after passing three pieces</source>
        <translation>une voltige ne prend qu&apos;après avoir dépassé trois pièces</translation>
    </message>
    <message>
        <source>a Swod vaults only forward</source>
        <translation>un Swod ne voltige que vers l&apos;avant</translation>
    </message>
    <message>
        <source>in Drak&apos;s City every move must include a vault</source>
        <translation>dans la Cité de Drak, chaque coup doit comporter une voltige</translation>
    </message>
    <message>
        <source>in Drak&apos;s City only a Pallan captures</source>
        <translation>dans la Cité de Drak, seul un Pallan prend</translation>
    </message>
    <message>
        <source>this move would leave your King in Kaida</source>
        <translation>ce coup laisserait votre Roi en Kaida</translation>
    </message>
    <message>
        <source>any move of this piece would leave your King in Kaida</source>
        <translation>tout déplacement de cette pièce laisserait votre Roi en Kaida</translation>
    </message>
    <message>
        <source>your King is in Kaida and this move does not end it</source>
        <translation>votre Roi est en Kaida et ce coup n&apos;y met pas fin</translation>
    </message>
    <message>
        <source>your King would be in Kaida on {0}</source>
        <translation>votre Roi serait en Kaida en {0}</translation>
    </message>
    <message>
        <source>your King is in Kaida and no move of this piece ends it</source>
        <translation>votre Roi est en Kaida et aucun déplacement de cette pièce n&apos;y met fin</translation>
    </message>
    <message>
        <source>you no longer have the King&apos;s Fluttember (once per game)</source>
        <translation>vous n&apos;avez plus le Fluttember du Roi (une fois par partie)</translation>
    </message>
    <message>
        <source>for the Fluttember the King must stand on its starting square</source>
        <translation>pour le Fluttember, le Roi doit se trouver sur sa case de départ</translation>
    </message>
    <message>
        <source>for the Fluttember the {0} must stand on the square where it began the game</source>
        <translation>pour le Fluttember, le {0} doit se trouver sur la case où il a commencé la partie</translation>
    </message>
    <message>
        <source>the King cannot make the Fluttember while in Kaida</source>
        <translation>le Roi ne peut pas faire le Fluttember quand il est en Kaida</translation>
    </message>
    <message>
        <source>the King cannot change places onto an attacked square</source>
        <translation>le Roi ne peut pas changer de place vers une case attaquée</translation>
    </message>
    <message>
        <source>here a Swod can become only a {0}</source>
        <translation>ici, un Swod ne peut devenir qu&apos;un {0}</translation>
    </message>
    <message>
        <source>a Swod may become any piece but a King</source>
        <translation>un Swod peut devenir n&apos;importe quelle pièce sauf un Roi</translation>
    </message>
    <message>
        <source>choose the piece the Swod becomes</source>
        <translation>choisissez la pièce que devient le Swod</translation>
    </message>
    <message>
        <source>only a Swod reaching the far rank is promoted</source>
        <translation>seul un Swod qui atteint la dernière rangée est promu</translation>
    </message>
    <message>
        <source>the move is already complete</source>
        <translation>le coup est déjà complet</translation>
    </message>
    <message>
        <source>the {0} cannot reach that square</source>
        <translation>le {0} ne peut pas atteindre cette case</translation>
    </message>
</context>
<context>
    <name>KnowledgeWizard</name>
    <message>
        <source>Knowledge check</source>
        <translation>Test de Connaissance</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>This lesson&apos;s file in your language could not be read, so the lesson is shown in English.</source>
        <translation>Le fichier de cette leçon dans votre langue n&apos;a pas pu être lu&#xa0;: la leçon est donc présentée en anglais.</translation>
    </message>
    <message>
        <source>One right move: {0}</source>
        <translation>Un coup juste&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Not quite: {0}.</source>
        <translation>Pas tout à fait&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Go on, or click the piece again (or press Enter) to stop here.</source>
        <translation>Continuez, ou cliquez de nouveau sur la pièce (ou appuyez sur Entrée) pour vous arrêter ici.</translation>
    </message>
    <message>
        <source>Not there: {0}.</source>
        <translation>Pas là&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>Play against the bot</source>
        <translation>Jouer contre le robot</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>Quit the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>that move is allowed, but it is not what this step asks for</source>
        <translation>ce coup est permis, mais ce n&apos;est pas celui que demande cette étape</translation>
    </message>
    <message>
        <source>the move is not finished yet</source>
        <translation>le coup n&apos;est pas encore fini</translation>
    </message>
    <message>
        <source>the move stops short of what this step asks for: go on</source>
        <translation>le coup s&apos;arrête avant ce que demande cette étape&#xa0;: continuez</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Pa&amp;ramètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>&amp;Proposer la nulle</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <source>&amp;Cell Names</source>
        <translation>&amp;Noms des cases</translation>
    </message>
    <message>
        <source>&amp;Evaluation Graph</source>
        <translation>Graphique d&apos;&amp;évaluation</translation>
    </message>
    <message>
        <source>Re&amp;view the Game…</source>
        <translation>&amp;Analyser la partie…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Stop the Jumps Here</source>
        <translation>&amp;Arrêter les sauts ici</translation>
    </message>
    <message>
        <source>&amp;Cancel the Bot</source>
        <translation>Interrompre le &amp;robot</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About Boardroom</source>
        <translation>À &amp;propos de Boardroom</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>Pro&amp;blèmes</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Region Coordinates</source>
        <translation>Coordonnées des &amp;régions</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de lancer la partie</translation>
    </message>
    <message numerus="yes">
        <source>Continuing the last game: its %n move(s) are being checked…</source>
        <translation>
            <numerusform>Reprise de la dernière partie&#xa0;: vérification de %n coup…</numerusform>
            <numerusform>Reprise de la dernière partie&#xa0;: vérification de ses %n coups…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>Impossible de reprendre</translation>
    </message>
    <message>
        <source>The last game could not be restored.</source>
        <translation>La dernière partie n&apos;a pas pu être restaurée.</translation>
    </message>
    <message>
        <source>This game has changes that are not saved. Save them first?</source>
        <translation>Cette partie comporte des modifications non enregistrées. Les enregistrer d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Boardroom games (*{0});;All files (*)</source>
        <translation>Parties Boardroom (*{0});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message numerus="yes">
        <source>Opening “{0}”: its %n move(s) are being checked…</source>
        <translation>
            <numerusform>Ouverture de «&#xa0;{0}&#xa0;»&#xa0;: vérification de %n coup…</numerusform>
            <numerusform>Ouverture de «&#xa0;{0}&#xa0;»&#xa0;: vérification de ses %n coups…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>This game of the record is damaged and cannot be opened.</source>
        <translation>Cette partie de l&apos;historique est endommagée et ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>“{0}” cannot be written: {1}</source>
        <translation>Impossible d&apos;écrire «&#xa0;{0}&#xa0;»&#xa0;: {1}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Resign this game as {0}?</source>
        <translation>{0}, voulez-vous abandonner la partie&#xa0;?</translation>
    </message>
    <message>
        <source>{0} offers a draw: you are asked to answer.</source>
        <translation>{0} propose la nulle&#xa0;: c&apos;est à vous de répondre.</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Nulle proposée</translation>
    </message>
    <message>
        <source>{0} offers a draw. {1}, do you accept?</source>
        <translation>{0} propose la nulle. {1}, acceptez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>Draw declined</source>
        <translation>Nulle refusée</translation>
    </message>
    <message>
        <source>{0} declines the draw.</source>
        <translation>{0} refuse la nulle.</translation>
    </message>
    <message>
        <source>The bot declines the draw.</source>
        <translation>Le robot refuse la nulle.</translation>
    </message>
    <message>
        <source>About Boardroom</source>
        <translation>À propos de Boardroom</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Boardroom {0}&lt;/h3&gt;&lt;p&gt;Unusual board games for two or more players, at one computer or against bots.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Boardroom {0}&lt;/h3&gt;&lt;p&gt;Des jeux de société insolites pour deux joueurs ou plus, sur un même ordinateur ou contre des robots.&lt;/p&gt;&lt;p&gt;Logiciel libre distribué sous la licence publique générale GNU (GNU GPL), version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Boardroom cannot write in its data folder, “{0}” ({1}). You can play, but the autosave (Continue last game) and the record of games are off until the folder can be written. Games can still be saved with Save As, in another folder.</source>
        <translation>Boardroom ne peut pas écrire dans son dossier des données, «&#xa0;{0}&#xa0;» ({1}). Vous pouvez jouer, mais l&apos;enregistrement automatique (Reprendre la dernière partie) et l&apos;historique des parties sont suspendus tant que ce dossier ne peut pas être écrit. Les parties peuvent toujours être enregistrées avec Enregistrer sous, dans un autre dossier.</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>il est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>un fichier se trouve à la place d&apos;un dossier</translation>
    </message>
    <message>
        <source>Record of games</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>The record of your past games could not be read, so a new one has been started. The old file was kept as “{0}”.</source>
        <translation>L&apos;historique de vos parties n&apos;a pas pu être lu&#xa0;: un nouvel historique a été commencé. L&apos;ancien fichier a été gardé sous le nom «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The record of your past games, “{0}”, was deleted while Boardroom was running. A new one has been started with the games finished since.</source>
        <translation>L&apos;historique de vos parties, «&#xa0;{0}&#xa0;», a été supprimé pendant que Boardroom était ouvert. Un nouvel historique a été commencé avec les parties terminées depuis.</translation>
    </message>
    <message>
        <source>The record of your past games, “{0}”, was emptied while Boardroom was running. A new one has been started with the games finished since.</source>
        <translation>L&apos;historique de vos parties, «&#xa0;{0}&#xa0;», a été vidé pendant que Boardroom était ouvert. Un nouvel historique a été commencé avec les parties terminées depuis.</translation>
    </message>
    <message>
        <source>Your finished games cannot be recorded: the record of games, “{0}”, cannot be written ({1}). They are kept until it can be, as long as Boardroom stays open; Boardroom tries again every half minute.</source>
        <translation>Vos parties terminées ne peuvent pas être enregistrées&#xa0;: l&apos;historique des parties, «&#xa0;{0}&#xa0;», ne peut pas être écrit ({1}). Elles sont gardées jusqu&apos;à ce qu&apos;il puisse l&apos;être, tant que Boardroom reste ouvert&#xa0;; Boardroom réessaie toutes les trente secondes.</translation>
    </message>
</context>
<context>
    <name>MoveButtons</name>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Last move (back to the game)</source>
        <translation>Dernier coup (retour à la partie)</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Onager</source>
        <translation>Onager</translation>
    </message>
    <message>
        <source>Jump over your own pieces to stack on the enemy&apos;s and reach their back rank.</source>
        <translation>Sautez par-dessus vos pièces et sur l&apos;ennemi, jusqu&apos;à sa rangée du fond.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille du plateau</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couverture</translation>
    </message>
    <message>
        <source>Move limit (0 = off)</source>
        <translation>Limite de coups (0 = aucune)</translation>
    </message>
    <message>
        <source>Standard (side 6, 91 cells)</source>
        <translation>Standard (côté 6, 91 cases)</translation>
    </message>
    <message>
        <source>Small (side 5, 61 cells)</source>
        <translation>Petit (côté 5, 61 cases)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Poron Jikaida</source>
        <translation>Poron Jikaida</translation>
    </message>
    <message>
        <source>Dejarik</source>
        <translation>Dejarik</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Chess from the world of Kregen on twelve by eighteen squares: vault along lines of pieces, cross the fronts, trap the enemy King. With three short drills.</source>
        <translation>Les échecs du monde de Kregen, sur 12&#xa0;×&#xa0;18 cases&#xa0;: voltigez le long des lignes de pièces, franchissez les fronts, piégez le Roi adverse. Avec trois petits exercices.</translation>
    </message>
    <message>
        <source>Holochess as a duel of narrative dice: two characters risk their pieces round by round, and their skills decide the roll.</source>
        <translation>Les holo-échecs en duel de dés narratifs&#xa0;: deux personnages risquent leurs pièces manche après manche, et leurs compétences décident du jet.</translation>
    </message>
    <message>
        <source>Feudal Japan on hexes: two moves a turn, every troop kills some and fears others, and a Ninja waits in secret to ambush.</source>
        <translation>Le Japon féodal sur des hexagones&#xa0;: deux déplacements par tour, chaque troupe en tue certaines et en craint d&apos;autres, et un Ninja guette en secret pour une embuscade.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>Red&apos;s character</source>
        <translation>Personnage de Rouge</translation>
    </message>
    <message>
        <source>Blue&apos;s character</source>
        <translation>Personnage de Bleu</translation>
    </message>
    <message>
        <source>Advantage and threat effects</source>
        <translation>Effets des avantages et des menaces</translation>
    </message>
    <message>
        <source>Pieces per player</source>
        <translation>Pièces par joueur</translation>
    </message>
    <message>
        <source>Setting pieces</source>
        <translation>La pose</translation>
    </message>
    <message>
        <source>Primary or secondary</source>
        <translation>Principale ou secondaire</translation>
    </message>
    <message>
        <source>Spending the roll</source>
        <translation>Dépenser le jet</translation>
    </message>
    <message>
        <source>Adjusting the set pieces</source>
        <translation>Ajuster les pièces posées</translation>
    </message>
    <message>
        <source>Poron Jikaida (12 × 18 squares)</source>
        <translation>Poron Jikaida (12 × 18 cases)</translation>
    </message>
    <message>
        <source>Drill: Pastang (one drin, Swods and Deldars)</source>
        <translation>Exercice&#xa0;: Pastang (un drin, Swods et Deldars)</translation>
    </message>
    <message>
        <source>Drill: Stikitche (King and Pallan)</source>
        <translation>Exercice&#xa0;: Stikitche (Roi et Pallan)</translation>
    </message>
    <message>
        <source>Drill: Drak&apos;s City (vaults only)</source>
        <translation>Exercice&#xa0;: la Cité de Drak (voltiges seulement)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Red attacks first</source>
        <translation>Rouge attaque en premier</translation>
    </message>
    <message>
        <source>Blue attacks first</source>
        <translation>Bleu attaque en premier</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activés</translation>
    </message>
    <message>
        <source>Off (the basic game)</source>
        <translation>Désactivés (jeu de base)</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <source>{0} has more pieces on the opponent&apos;s back rank than {1} has on theirs.</source>
        <translation>{0} a plus de pièces sur la rangée du fond adverse que {1} sur la sienne.</translation>
    </message>
    <message>
        <source>{1} has no legal move left.</source>
        <translation>{1} n&apos;a plus aucun coup permis.</translation>
    </message>
    <message>
        <source>{1} resigned.</source>
        <translation>{1} a abandonné.</translation>
    </message>
    <message>
        <source>The players agreed to a draw.</source>
        <translation>Les joueurs ont conclu la nulle d&apos;un commun accord.</translation>
    </message>
    <message>
        <source>Drawn: the move limit was reached.</source>
        <translation>Nulle&#xa0;: la limite de coups est atteinte.</translation>
    </message>
    <message>
        <source>&amp;Drin Coordinates</source>
        <translation>Coordonnées des &amp;drins</translation>
    </message>
    <message>
        <source>Hyrkaida: the King of {1} is in Kaida and cannot escape.</source>
        <translation>Hyrkaida&#xa0;: le Roi de {1} est en Kaida et ne peut pas s&apos;en sortir.</translation>
    </message>
    <message>
        <source>Tikaida: {1} has no legal move and loses (half a point to {0}).</source>
        <translation>Tikaida&#xa0;: {1} n&apos;a aucun coup permis et perd (un demi-point pour {0}).</translation>
    </message>
    <message>
        <source>Nikaida: {1} was left with a lone King and could not reduce {0} to a lone King too (half a point to {0}).</source>
        <translation>Nikaida&#xa0;: {1}, réduit à son seul Roi, n&apos;a pas pu ramener {0} à un Roi seul lui aussi (un demi-point pour {0}).</translation>
    </message>
    <message>
        <source>Nikaida: only the two Kings are left. Drawn, half a point each.</source>
        <translation>Nikaida&#xa0;: il ne reste que les deux Rois. Partie nulle, un demi-point chacun.</translation>
    </message>
    <message>
        <source>{1} has no pieces left.</source>
        <translation>{1} n&apos;a plus aucune pièce.</translation>
    </message>
    <message>
        <source>{1} has neither a Pallan nor a Swod left.</source>
        <translation>{1} n&apos;a plus ni Pallan ni Swod.</translation>
    </message>
    <message>
        <source>Vault that takes</source>
        <translation>Voltige qui prend</translation>
    </message>
    <message>
        <source>{1} has no piece left.</source>
        <translation>{1} n&apos;a plus aucune pièce.</translation>
    </message>
    <message>
        <source>{1}&apos;s character is incapacitated: its strain went beyond its threshold.</source>
        <translation>Le personnage de {1} est hors de combat&#xa0;: son stress a dépassé son seuil.</translation>
    </message>
    <message>
        <source>{1} lost the Shogun.</source>
        <translation>{1} a perdu son Shogun.</translation>
    </message>
    <message>
        <source>{1} lost all three Samurai.</source>
        <translation>{1} a perdu ses trois Samouraïs.</translation>
    </message>
    <message>
        <source>{1} lost all six Ashigaru.</source>
        <translation>{1} a perdu ses six Ashigaru.</translation>
    </message>
    <message>
        <source>Forced surrender: whatever {1} played, {0} could kill the Shogun next turn.</source>
        <translation>Reddition forcée&#xa0;: quoi que {1} joue, {0} pourrait tuer le Shogun de {1} au tour suivant.</translation>
    </message>
    <message>
        <source>The Shogun&apos;s fall</source>
        <translation>La chute du Shogun</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Embuscade</translation>
    </message>
    <message>
        <source>Double kill</source>
        <translation>Double élimination</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Élimination</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>{0} gagne</translation>
    </message>
    <message>
        <source>{0} win</source>
        <translation>{0} gagnent</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Score&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Jaheijagaj</source>
        <translation>Jaheijagaj</translation>
    </message>
    <message>
        <source>Two to four warbands on a stepped pyramid with lifts and holes: honour decides every fight, Wraith tanks charge, and nobody sees round the corners.</source>
        <translation>De deux à quatre bandes armées sur une pyramide à gradins, avec ascenseurs et trous&#xa0;: l&apos;honneur décide de chaque combat, les chars Wraith chargent, et personne ne voit au coin des murs.</translation>
    </message>
    <message>
        <source>End the game after 30 rounds without a piece removed</source>
        <translation>Finir la partie après 30 manches sans pièce retirée</translation>
    </message>
    <message>
        <source>On: the most infantry honour then wins</source>
        <translation>Oui&#xa0;: le plus d&apos;honneur d&apos;infanterie gagne alors</translation>
    </message>
    <message>
        <source>Off: play on</source>
        <translation>Non&#xa0;: on continue</translation>
    </message>
    <message>
        <source>30 rounds passed without a piece removed: {0} has the most infantry honour.</source>
        <translation>30 manches sans pièce retirée&#xa0;: {0} a le plus d&apos;honneur d&apos;infanterie.</translation>
    </message>
    <message>
        <source>Drawn between the players with the most infantry honour: 30 rounds passed without a piece removed.</source>
        <translation>Nulle entre les joueurs qui ont le plus d&apos;honneur d&apos;infanterie&#xa0;: 30 manches sans pièce retirée.</translation>
    </message>
    <message>
        <source>{0} is the last player left in the game.</source>
        <translation>{0} est le dernier joueur encore en jeu.</translation>
    </message>
    <message>
        <source>{0} is the last player left in the game: the last other resigned.</source>
        <translation>{0} est le dernier joueur encore en jeu&#xa0;: le dernier adversaire a abandonné.</translation>
    </message>
    <message>
        <source>Drawn: no player is left in the game.</source>
        <translation>Partie nulle&#xa0;: plus aucun joueur en jeu.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Ganging up</source>
        <translation>Attaque à plusieurs</translation>
    </message>
    <message>
        <source>Wraith charge</source>
        <translation>Charge du Wraith</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Wraith</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Prise</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Wipe-out</source>
        <translation>Anéantissement</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>Coup tranquille</translation>
    </message>
    <message>
        <source>Mate</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Blockade</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <source>{0} seats</source>
        <translation>{0} places</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} to play: win material.</source>
        <translation>{0} joue&#xa0;: gagnez du matériel.</translation>
    </message>
    <message>
        <source>{0} to play: win the game.</source>
        <translation>{0} joue&#xa0;: gagnez la partie.</translation>
    </message>
    <message>
        <source>{0} to play: put {1} out of the game.</source>
        <translation>{0} joue&#xa0;: mettez {1} hors jeu.</translation>
    </message>
    <message>
        <source>{0}: not the answer. After {1}, {2} is out of the game.</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution. Après {1}, {2} est hors jeu.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>{0} to play: find the choice with the best chance of winning.</source>
        <translation>{0} joue&#xa0;: trouvez le choix qui donne la meilleure chance de gagner.</translation>
    </message>
    <message>
        <source>{0} to play: find the best move.</source>
        <translation>{0} joue&#xa0;: trouvez le meilleur coup.</translation>
    </message>
    <message>
        <source>{0}: not the answer. This loses material ({2}) to {1}.</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution. Cela perd du matériel ({2}) face à {1}.</translation>
    </message>
    <message>
        <source>{0}: not the answer. This loses material to {1}.</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution. Cela perd du matériel face à {1}.</translation>
    </message>
    <message>
        <source>{0}: not the answer. This loses the game to {1}.</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution. Cela perd la partie face à {1}.</translation>
    </message>
    <message>
        <source>{0}: not the answer, because of the reply {1}.</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution, à cause de la réponse {1}.</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>{0} loses {1}</source>
        <translation>{0} perd {1}</translation>
    </message>
    <message>
        <source>Net advantage</source>
        <translation>Avantage net</translation>
    </message>
    <message>
        <source>Net threat</source>
        <translation>Menace nette</translation>
    </message>
    <message>
        <source>A Triumph</source>
        <translation>Un Triomphe</translation>
    </message>
    <message>
        <source>A Despair</source>
        <translation>Un Désastre</translation>
    </message>
    <message>
        <source>exactly {0}/{1}</source>
        <translation>exactement {0}/{1}</translation>
    </message>
    <message>
        <source>{0} loses</source>
        <translation>{0} perd</translation>
    </message>
    <message>
        <source>Against a</source>
        <translation>Contre une</translation>
    </message>
    <message>
        <source>primary attack</source>
        <translation>attaque principale</translation>
    </message>
    <message>
        <source>secondary attack</source>
        <translation>attaque secondaire</translation>
    </message>
</context>
<context>
    <name>Onager</name>
    <message>
        <source>{0} places a lake on {1}</source>
        <translation>{0} pose un lac en {1}</translation>
    </message>
    <message>
        <source>{0} jumps {1} to {2}</source>
        <translation>{0} saute de {1} à {2}</translation>
    </message>
    <message>
        <source>{0} moves {1} to {2}</source>
        <translation>{0} va de {1} à {2}</translation>
    </message>
    <message>
        <source>{0}, onto a piece of {1}</source>
        <translation>{0}, sur une pièce de {1}</translation>
    </message>
</context>
<context>
    <name>OnagerReading</name>
    <message numerus="yes">
        <source>{0} jumps {1} to {2} (%n jump(s))</source>
        <translation>
            <numerusform>{0} saute de {1} à {2} (%n saut)</numerusform>
            <numerusform>{0} saute de {1} à {2} (%n sauts)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnagerReasons</name>
    <message>
        <source>no lake may be placed on the centre hex</source>
        <translation>aucun lac ne peut être posé sur la case centrale</translation>
    </message>
    <message>
        <source>there is already a lake on that hex</source>
        <translation>il y a déjà un lac sur cette case</translation>
    </message>
    <message>
        <source>a lake goes only on an empty hex</source>
        <translation>un lac ne se pose que sur une case libre</translation>
    </message>
    <message>
        <source>placing a lake takes a single hex</source>
        <translation>poser un lac ne demande qu&apos;une seule case</translation>
    </message>
    <message>
        <source>that is not a hex of the board</source>
        <translation>ce n&apos;est pas une case du plateau</translation>
    </message>
    <message>
        <source>lakes never move</source>
        <translation>les lacs ne bougent jamais</translation>
    </message>
    <message>
        <source>there is no piece on that hex</source>
        <translation>il n&apos;y a aucune pièce sur cette case</translation>
    </message>
    <message>
        <source>your disc there is buried under an enemy piece and cannot move</source>
        <translation>votre disque est enfoui sous une pièce adverse et ne peut pas bouger</translation>
    </message>
    <message>
        <source>that piece belongs to your opponent</source>
        <translation>cette pièce appartient à votre adversaire</translation>
    </message>
    <message>
        <source>this piece can neither walk nor jump anywhere</source>
        <translation>cette pièce ne peut ni marcher ni sauter nulle part</translation>
    </message>
    <message>
        <source>a piece must leave its hex</source>
        <translation>une pièce doit quitter sa case</translation>
    </message>
    <message>
        <source>a piece cannot walk onto a lake</source>
        <translation>une pièce ne peut pas marcher sur un lac</translation>
    </message>
    <message>
        <source>a piece walks only onto an empty hex: it reaches other pieces by jumping</source>
        <translation>une pièce ne marche que vers une case libre&#xa0;: elle atteint les autres pièces en sautant</translation>
    </message>
    <message>
        <source>a walk is the whole move: walking and jumping never mix</source>
        <translation>une marche fait tout le coup&#xa0;: on ne mêle jamais marche et saut</translation>
    </message>
    <message>
        <source>that hex is neither next to the piece nor on one of its three lines</source>
        <translation>cette case n&apos;est ni voisine de la pièce ni sur l&apos;une de ses trois lignes</translation>
    </message>
    <message>
        <source>a jump lands as far beyond its pivot as it started before it, so it always covers an even number of hexes</source>
        <translation>un saut se pose aussi loin après le pivot qu&apos;il partait avant lui, il franchit donc toujours un nombre pair de cases</translation>
    </message>
    <message>
        <source>a lake lies between the jumper and its pivot</source>
        <translation>un lac se trouve entre le sauteur et son pivot</translation>
    </message>
    <message>
        <source>a piece stands between the jumper and its pivot: only empty hexes may lie between them</source>
        <translation>une pièce se trouve entre le sauteur et son pivot&#xa0;: seules des cases vides peuvent les séparer</translation>
    </message>
    <message>
        <source>a jump needs one of your pieces halfway to the landing hex, as its pivot</source>
        <translation>un saut demande l&apos;une de vos pièces à mi-chemin de la case d&apos;arrivée, comme pivot</translation>
    </message>
    <message>
        <source>a lake cannot serve as a pivot</source>
        <translation>un lac ne peut pas servir de pivot</translation>
    </message>
    <message>
        <source>only your own pieces can serve as pivots</source>
        <translation>seules vos propres pièces peuvent servir de pivot</translation>
    </message>
    <message>
        <source>a jump cannot land on a lake</source>
        <translation>un saut ne peut pas se poser sur un lac</translation>
    </message>
    <message>
        <source>a jump never lands on one of your own pieces</source>
        <translation>un saut ne se pose jamais sur l&apos;une de vos pièces</translation>
    </message>
    <message>
        <source>a jump that lands on an empty hex ends the move: only a landing on an enemy piece allows another jump</source>
        <translation>un saut qui se pose sur une case libre termine le coup&#xa0;: seul un atterrissage sur une pièce adverse permet de sauter encore</translation>
    </message>
    <message>
        <source>after a jump the piece may only jump again, never walk</source>
        <translation>après un saut, la pièce peut seulement sauter de nouveau, jamais marcher</translation>
    </message>
    <message>
        <source>a chain of jumps never lands twice on the same hex, nor back on the hex it started from</source>
        <translation>une suite de sauts ne se pose jamais deux fois sur la même case, ni sur sa case de départ</translation>
    </message>
    <message>
        <source>the rules of Onager allow no such move here</source>
        <translation>les règles d&apos;Onager n&apos;autorisent pas ce coup ici</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Pallan</source>
        <translation>Pallan</translation>
    </message>
    <message>
        <source>Kapt</source>
        <translation>Kapt</translation>
    </message>
    <message>
        <source>Chuktar</source>
        <translation>Chuktar</translation>
    </message>
    <message>
        <source>Jiktar</source>
        <translation>Jiktar</translation>
    </message>
    <message>
        <source>Hikdar</source>
        <translation>Hikdar</translation>
    </message>
    <message>
        <source>Paktun</source>
        <translation>Paktun</translation>
    </message>
    <message>
        <source>Deldar</source>
        <translation>Deldar</translation>
    </message>
    <message>
        <source>Swod</source>
        <translation>Swod</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Shogun</source>
        <translation>Shogun</translation>
    </message>
    <message>
        <source>Samurai</source>
        <translation>Samouraï</translation>
    </message>
    <message>
        <source>Ashigaru</source>
        <translation>Ashigaru</translation>
    </message>
    <message>
        <source>Ninja</source>
        <translation>Ninja</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Trooper</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <source>Spec Ops</source>
        <translation>Commando</translation>
    </message>
    <message>
        <source>Honour Guard</source>
        <translation>Garde d&apos;honneur</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Wraith</translation>
    </message>
</context>
<context>
    <name>PromotionDialog</name>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>The Swod is promoted. Choose its new rank:</source>
        <translation>Le Swod est promu. Choisissez sa nouvelle pièce&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PuzzleLayout</name>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Tous les thèmes</translation>
    </message>
    <message>
        <source>Rating: {0}</source>
        <translation>Classement&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Rating: {0} ({1:+d})</source>
        <translation>Classement&#xa0;: {0} ({1:+d})</translation>
    </message>
    <message>
        <source>Glicko-2 rating at this game&apos;s puzzles: {0}, deviation {1}</source>
        <translation>Classement Glicko-2 aux problèmes de ce jeu&#xa0;: {0}, écart {1}</translation>
    </message>
    <message>
        <source>Streak: {0} (best: {1})</source>
        <translation>Série&#xa0;: {0} (record&#xa0;: {1})</translation>
    </message>
    <message>
        <source>No puzzles here.</source>
        <translation>Aucun problème ici.</translation>
    </message>
    <message>
        <source>No puzzle sets are installed with this copy of Boardroom.</source>
        <translation>Aucune série de problèmes n&apos;est installée avec cette copie de Boardroom.</translation>
    </message>
    <message>
        <source>Reading the puzzles…</source>
        <translation>Lecture des problèmes…</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème&#xa0;:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>Voir la sol&amp;ution</translation>
    </message>
    <message>
        <source>Try a&amp;gain</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
</context>
<context>
    <name>PuzzleStats</name>
    <message>
        <source>Streak: {0} solved in a row (best: {1})</source>
        <translation>Série&#xa0;: {0} résolus d&apos;affilée (record&#xa0;: {1})</translation>
    </message>
    <message>
        <source>Puzzles tried: {0}</source>
        <translation>Problèmes tentés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <source>Game and theme</source>
        <translation>Jeu et thème</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolus</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Manqués</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
    </message>
    <message>
        <source>Your puzzle rating in each game (Glicko-2)</source>
        <translation>Votre classement aux problèmes dans chaque jeu (Glicko-2)</translation>
    </message>
    <message>
        <source>No puzzle tried yet: Help &gt; Puzzles poses puzzles from real games.</source>
        <translation>Aucun problème tenté pour l&apos;instant&#xa0;: Aide &gt; Problèmes pose des problèmes tirés de vraies parties.</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>classement</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Right! Go on.</source>
        <translation>Bien vu&#xa0;! Continuez.</translation>
    </message>
    <message>
        <source>Not allowed: {0}.</source>
        <translation>Interdit&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Ce coup n&apos;est pas possible.</translation>
    </message>
    <message>
        <source>{0}: not the answer.</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution.</translation>
    </message>
    <message>
        <source>{0}: not the answer. The reply is coming…</source>
        <translation>{0}&#xa0;: ce n&apos;est pas la solution. La réponse arrive…</translation>
    </message>
    <message>
        <source>Hint: the piece to move is ringed.</source>
        <translation>Indice&#xa0;: la pièce à jouer est entourée.</translation>
    </message>
    <message>
        <source>Hint: {0}.</source>
        <translation>Indice&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The answer: {0}. Play it to go on.</source>
        <translation>La solution&#xa0;: {0}. Jouez-la pour continuer.</translation>
    </message>
    <message>
        <source>That is the whole answer.</source>
        <translation>Voilà toute la solution.</translation>
    </message>
    <message>
        <source>Solved! (Tried before: your rating stays as it was.)</source>
        <translation>Résolu&#xa0;! (Déjà tenté&#xa0;: votre classement ne change pas.)</translation>
    </message>
    <message>
        <source>Solved, with a hint.</source>
        <translation>Résolu, avec un indice.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu&#xa0;!</translation>
    </message>
    <message>
        <source>Go on, or click the piece again (or press Enter) to stop here.</source>
        <translation>Continuez, ou cliquez de nouveau sur la pièce (ou appuyez sur Entrée) pour vous arrêter ici.</translation>
    </message>
    <message>
        <source>Theme: {0} · puzzle rated {1}</source>
        <translation>Thème&#xa0;: {0} · problème classé {1}</translation>
    </message>
    <message>
        <source>Theme: {0}</source>
        <translation>Thème&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
</context>
<context>
    <name>PyramidBoardScene</name>
    <message>
        <source>Level {0}</source>
        <translation>Niveau {0}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ce n&apos;est pas votre tour</translation>
    </message>
    <message>
        <source>the rules allow no such move here</source>
        <translation>les règles ne permettent pas ce coup ici</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>le fichier ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Left unfinished for more than a day.</source>
        <translation>Laissée inachevée plus d&apos;un jour.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Analyser la partie</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>A blunder: this move gave away much of the player&apos;s chance.</source>
        <translation>Une gaffe&#xa0;: ce coup a fait perdre au joueur une grande part de ses chances.</translation>
    </message>
    <message>
        <source>A mistake: this move gave away some of the player&apos;s chance.</source>
        <translation>Une erreur&#xa0;: ce coup a fait perdre au joueur une part de ses chances.</translation>
    </message>
    <message>
        <source>The bot would play {0} (select the move to see it).</source>
        <translation>Le robot jouerait {0} (sélectionnez le coup pour le voir).</translation>
    </message>
    <message>
        <source>Move {0} was a blunder; the bot would play {1} here (drawn on the board).</source>
        <translation>Le coup {0} était une gaffe&#xa0;; le robot jouerait ici {1} (dessiné sur le plateau).</translation>
    </message>
    <message>
        <source>Move {0} was a mistake; the bot would play {1} here (drawn on the board).</source>
        <translation>Le coup {0} était une erreur&#xa0;; le robot jouerait ici {1} (dessiné sur le plateau).</translation>
    </message>
    <message>
        <source>Review: no mistakes found.</source>
        <translation>Analyse&#xa0;: aucune erreur trouvée.</translation>
    </message>
    <message>
        <source>Review: blunders ({0}): {1} · mistakes ({2}): {3}</source>
        <translation>Analyse&#xa0;: gaffes ({0})&#xa0;: {1} · erreurs ({2})&#xa0;: {3}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Game review</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>The bot is looking at every position of the game…</source>
        <translation>Le robot examine chaque position de la partie…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Rival</name>
    <message>
        <source>{0} {1}</source>
        <comment>colour, piece</comment>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <source>{0} places the {1} on {2}</source>
        <comment>before a vowel</comment>
        <translation>{0} place l&apos;{1} en {2}</translation>
    </message>
    <message>
        <source>{0} places the {1} on {2}</source>
        <translation>{0} place le {1} en {2}</translation>
    </message>
    <message>
        <source>{0} hides the Ninja in secret</source>
        <translation>{0} cache le Ninja en secret</translation>
    </message>
    <message>
        <source>{0} hides the Ninja on {1}</source>
        <translation>{0} cache le Ninja en {1}</translation>
    </message>
    <message>
        <source>{0} reveals the Ninja on {1}</source>
        <translation>{0} révèle le Ninja en {1}</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passe</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>piece, hexes</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}, kills {1}</source>
        <comment>before a vowel</comment>
        <translation>{0}, tue l&apos;{1}</translation>
    </message>
    <message>
        <source>{0}, kills {1}</source>
        <translation>{0}, tue le {1}</translation>
    </message>
</context>
<context>
    <name>RivalBoard</name>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{1} de {0}</translation>
    </message>
    <message>
        <source>Ambush on {0}! {1}&apos;s Ninja sprang out of hiding and killed {2}.</source>
        <translation>Embuscade en {0}&#xa0;! {2} tué par le Ninja de {1}.</translation>
    </message>
    <message>
        <source>was hiding here</source>
        <translation>se cachait ici</translation>
    </message>
    <message>
        <source>hidden: only you see it</source>
        <translation>caché&#xa0;: vous seul le voyez</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>embuscade</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>not hidden yet</source>
        <translation>pas encore caché</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>dévoilé</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>Pieces to place: {0}</source>
        <translation>Pièces à poser&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Samurai {0}/3 · Ashigaru {1}/6 · Ninja: {2}</source>
        <translation>Samouraïs {0}/3 · Ashigaru {1}/6 · Ninja&#xa0;: {2}</translation>
    </message>
    <message>
        <source>{0}: place a piece on your territory, rows {1} (choose it on the right, then click a hex)</source>
        <translation>{0}&#xa0;: posez une pièce sur votre territoire, rangées {1} (choisissez-la à droite, puis cliquez sur une case)</translation>
    </message>
    <message>
        <source>{0}: choose in secret the hex where your Ninja hides, rows {1}</source>
        <translation>{0}&#xa0;: choisissez en secret la case où se cache votre Ninja, rangées {1}</translation>
    </message>
    <message>
        <source>{0}: no piece can move: pass (or reveal your Ninja)</source>
        <translation>{0}&#xa0;: aucune pièce ne peut bouger&#xa0;: passez (ou dévoilez votre Ninja)</translation>
    </message>
    <message>
        <source>{0}: first move of your turn: click a piece, then where it goes</source>
        <translation>{0}&#xa0;: premier déplacement du tour&#xa0;: cliquez sur une pièce, puis sur sa destination</translation>
    </message>
    <message>
        <source>{0}: second move, with another piece</source>
        <translation>{0}&#xa0;: second déplacement, avec une autre pièce</translation>
    </message>
</context>
<context>
    <name>RivalPanel</name>
    <message>
        <source>Place for me</source>
        <translation>Placer pour moi</translation>
    </message>
    <message>
        <source>Place the rest of your army in a sound formation, one piece at each of your turns of the setup</source>
        <translation>Placer le reste de votre armée en bonne formation, une pièce à chacun de vos tours de mise en place</translation>
    </message>
    <message>
        <source>Hide it for me</source>
        <translation>Le cacher pour moi</translation>
    </message>
    <message>
        <source>Let the app choose a hiding hex at random, mostly in the middle rows</source>
        <translation>Laisser l&apos;application choisir une cachette au hasard, surtout dans les rangées du milieu</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>None of your pieces can move</source>
        <translation>Aucune de vos pièces ne peut bouger</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Setup: {0} places the army</source>
        <translation>Mise en place&#xa0;: {0} déploie son armée</translation>
    </message>
    <message>
        <source>Placing your army for you, one piece at each of your turns.</source>
        <translation>Votre armée est placée pour vous, une pièce à chacun de vos tours.</translation>
    </message>
    <message>
        <source>Choose a piece, then click a free hex of your territory (rows {0}), or drag the piece there. Both players place one piece at a time.</source>
        <translation>Choisissez une pièce, puis cliquez sur une case libre de votre territoire (rangées {0}), ou faites-y glisser la pièce. Chaque joueur pose une pièce à la fois, à tour de rôle.</translation>
    </message>
    <message>
        <source>Setup: {0} hides the Ninja</source>
        <translation>Mise en place&#xa0;: {0} cache son Ninja</translation>
    </message>
    <message>
        <source>Click the hex where your Ninja waits in secret: rows {0}, your territory or no-man&apos;s-land. An enemy piece that ends its turn there is killed.</source>
        <translation>Cliquez sur la case où votre Ninja attend en secret&#xa0;: rangées {0}, votre territoire ou le no man&apos;s land. Une pièce ennemie qui y termine son tour est tuée.</translation>
    </message>
    <message>
        <source>{0} to play: move {1} of 2</source>
        <translation>À {0} de jouer&#xa0;: déplacement {1} sur 2</translation>
    </message>
    <message>
        <source>Move two different pieces, one after the other. Click a piece: its destinations light up; point at one to see the way.</source>
        <translation>Déplacez deux pièces différentes, l&apos;une après l&apos;autre. Cliquez sur une pièce&#xa0;: ses destinations s&apos;allument&#xa0;; survolez-en une pour voir le chemin.</translation>
    </message>
    <message>
        <source>Now move another piece.</source>
        <translation>Déplacez maintenant une autre pièce.</translation>
    </message>
    <message>
        <source>{0}&apos;s Ninja was hiding on {1}.</source>
        <translation>Le Ninja de {0} se cachait en {1}.</translation>
    </message>
    <message>
        <source>{0}&apos;s Ninja hides on {1}, drawn faintly: only {0} sees it.</source>
        <translation>Le Ninja de {0} se cache en {1}, dessiné en transparence&#xa0;: seul {0} le voit.</translation>
    </message>
    <message>
        <source>{0}
× {1}</source>
        <translation>{0}
× {1}</translation>
    </message>
    <message>
        <source>{0} left to place: {1}. Click, then click a hex; or drag it to a hex.</source>
        <translation>{0} à poser&#xa0;: {1}. Cliquez dessus, puis sur une case&#xa0;; ou faites-le glisser sur une case.</translation>
    </message>
    <message>
        <source>Reveal the Ninja on {0}</source>
        <translation>Dévoiler le Ninja en {0}</translation>
    </message>
    <message>
        <source>Bring your Ninja out as this move; it can move from your next turn on</source>
        <translation>Faire sortir votre Ninja pour ce déplacement&#xa0;; il pourra bouger dès votre prochain tour</translation>
    </message>
    <message>
        <source>Last turn of {0}: {1}</source>
        <translation>Dernier tour de {0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>RivalReasons</name>
    <message>
        <source>Shogun</source>
        <translation>Shogun</translation>
    </message>
    <message>
        <source>Samurai</source>
        <translation>Samouraï</translation>
    </message>
    <message>
        <source>Ashigaru</source>
        <translation>Ashigaru</translation>
    </message>
    <message>
        <source>Ninja</source>
        <translation>Ninja</translation>
    </message>
    <message>
        <source>nothing moves during the setup: place your pieces, then hide the Ninja</source>
        <translation>rien ne bouge pendant la mise en place&#xa0;: posez vos pièces, puis cachez le Ninja</translation>
    </message>
    <message>
        <source>during the setup, choose the piece first, then its hex</source>
        <translation>pendant la mise en place, choisissez d&apos;abord la pièce, puis sa case</translation>
    </message>
    <message>
        <source>the Ninja hides only once your ten other pieces are placed</source>
        <translation>le Ninja ne se cache qu&apos;une fois vos dix autres pièces posées</translation>
    </message>
    <message>
        <source>your ten pieces are placed: now hide the Ninja</source>
        <translation>vos dix pièces sont posées&#xa0;: cachez maintenant le Ninja</translation>
    </message>
    <message>
        <source>you have no {0} left to place</source>
        <translation>il ne vous reste aucun {0} à poser</translation>
    </message>
    <message>
        <source>pieces are placed on your own territory, rows {0}</source>
        <translation>les pièces se posent sur votre propre territoire, rangées {0}</translation>
    </message>
    <message>
        <source>a piece already stands on that hex</source>
        <translation>une pièce occupe déjà cette case</translation>
    </message>
    <message>
        <source>the Ninja may not hide in the enemy&apos;s territory</source>
        <translation>le Ninja ne peut pas se cacher en territoire ennemi</translation>
    </message>
    <message>
        <source>the Ninja hides only on an empty hex</source>
        <translation>le Ninja ne se cache que sur une case libre</translation>
    </message>
    <message>
        <source>choose a hex of the board</source>
        <translation>choisissez une case du plateau</translation>
    </message>
    <message>
        <source>that move is already complete</source>
        <translation>ce coup est déjà complet</translation>
    </message>
    <message>
        <source>pieces are placed only during the setup</source>
        <translation>les pièces ne se posent que pendant la mise en place</translation>
    </message>
    <message>
        <source>you may pass only when none of your pieces can move</source>
        <translation>vous ne pouvez passer que si aucune de vos pièces ne peut bouger</translation>
    </message>
    <message>
        <source>your Ninja is no longer in hiding</source>
        <translation>votre Ninja n&apos;est plus caché</translation>
    </message>
    <message>
        <source>the Ninja&apos;s hiding hex must be empty for it to appear</source>
        <translation>la cachette du Ninja doit être libre pour qu&apos;il apparaisse</translation>
    </message>
    <message>
        <source>the Ninja can appear only on its hiding hex</source>
        <translation>le Ninja ne peut apparaître que sur sa cachette</translation>
    </message>
    <message>
        <source>the Ninja cannot move while hidden: reveal it first</source>
        <translation>le Ninja ne peut pas bouger tant qu&apos;il est caché&#xa0;: dévoilez-le d&apos;abord</translation>
    </message>
    <message>
        <source>there is no piece of yours on that hex</source>
        <translation>aucune de vos pièces n&apos;est sur cette case</translation>
    </message>
    <message>
        <source>that {0} belongs to your opponent</source>
        <translation>ce {0} appartient à votre adversaire</translation>
    </message>
    <message>
        <source>the Ninja has just appeared: it cannot move in the same turn</source>
        <translation>le Ninja vient d&apos;apparaître&#xa0;: il ne peut pas bouger pendant ce tour</translation>
    </message>
    <message>
        <source>this {0} has already moved this turn: the second move is another piece&apos;s</source>
        <translation>ce {0} a déjà bougé à ce tour&#xa0;: le second déplacement revient à une autre pièce</translation>
    </message>
    <message>
        <source>this {0} has nowhere to go</source>
        <translation>ce {0} ne peut aller nulle part</translation>
    </message>
    <message>
        <source>a piece must leave its hex</source>
        <translation>une pièce doit quitter sa case</translation>
    </message>
    <message>
        <source>the Shogun moves only to a neighbouring hex</source>
        <translation>le Shogun ne va que sur une case voisine</translation>
    </message>
    <message>
        <source>a {0} moves at most two hexes</source>
        <translation>un {0} avance de deux cases au plus</translation>
    </message>
    <message>
        <source>one of your own pieces stands on that hex</source>
        <translation>l&apos;une de vos propres pièces occupe cette case</translation>
    </message>
    <message>
        <source>your hidden Ninja holds that hex</source>
        <translation>votre Ninja caché occupe cette case</translation>
    </message>
    <message>
        <source>a {0} cannot kill a {1}</source>
        <translation>un {0} ne peut pas tuer un {1}</translation>
    </message>
    <message>
        <source>a piece may not go back to the hex it left on your previous turn</source>
        <translation>une pièce ne peut pas revenir sur la case qu&apos;elle a quittée à votre tour précédent</translation>
    </message>
    <message>
        <source>every way there passes through a piece, and no piece passes through another</source>
        <translation>tous les chemins vers cette case passent par une pièce, et aucune pièce ne traverse une autre</translation>
    </message>
    <message>
        <source>the way there passes through your hidden Ninja, which stands in the way of your own pieces</source>
        <translation>le chemin passe par votre Ninja caché, qui barre la route à vos propres pièces</translation>
    </message>
    <message>
        <source>the rules of Rival allow no such move here</source>
        <translation>les règles de Rival n&apos;autorisent pas ce coup ici</translation>
    </message>
</context>
<context>
    <name>RollPage</name>
    <message>
        <source>The roll</source>
        <translation>Le jet</translation>
    </message>
    <message>
        <source>The check rolls {0}.</source>
        <translation>Le test lance {0}.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Failed, but the roll shows a Triumph or 3 or more net advantages: you may roll again, one difficulty die upgraded.</source>
        <translation>Échec, mais le jet montre un Triomphe ou au moins 3 avantages nets&#xa0;: vous pouvez relancer, avec un dé de Difficulté amélioré.</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Relancer</translation>
    </message>
    <message numerus="yes">
        <source>Success: %n Dejarik rank(s) earned.</source>
        <translation>
            <numerusform>Réussite&#xa0;: %n rang de dejarik gagné.</numerusform>
            <numerusform>Réussite&#xa0;: %n rangs de dejarik gagnés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed, and no more re-rolls: no Dejarik rank.</source>
        <translation>Échec, et plus de relance possible&#xa0;: aucun rang de dejarik.</translation>
    </message>
    <message>
        <source>Failed: the character has no Dejarik rank.</source>
        <translation>Échec&#xa0;: le personnage n&apos;a aucun rang de dejarik.</translation>
    </message>
    <message>
        <source>Roll {0}:</source>
        <translation>Jet {0}&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>Les règles de ce jeu ne sont pas disponibles.</translation>
    </message>
    <message>
        <source>Rules of {0}</source>
        <translation>Règles du jeu {0}</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Bot ({0})</source>
        <translation>Robot ({0})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Sounds for moves, turns and refused clicks</source>
        <translation>&amp;Sons des coups, des tours et des clics refusés</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume&#xa0;:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Seat &amp;colours:</source>
        <translation>&amp;Couleurs des places&#xa0;:</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Habituelles</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Adaptées aux daltoniens (Okabe-Ito)</translation>
    </message>
    <message>
        <source>A s&amp;hape for each seat on its pieces and card</source>
        <translation>Une &amp;forme par place sur ses pièces et sa carte</translation>
    </message>
    <message>
        <source>&amp;Table scale:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation>Très grande</translation>
    </message>
    <message>
        <source>Larger words on the board, the status line, the seat cards and the hand-over screen, to read from across the room (with View &gt; Full Screen, F11)</source>
        <translation>Des mots plus grands sur le plateau, la ligne d&apos;état, les cartes des places et l&apos;écran de passage de main, pour les lire depuis l&apos;autre bout de la pièce (avec Affichage &gt; Plein écran, F11)</translation>
    </message>
    <message>
        <source>&amp;Animated moves:</source>
        <translation>&amp;Animation des coups&#xa0;:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
</context>
<context>
    <name>SideArea</name>
    <message>
        <source>Seats</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>SpendingWidget</name>
    <message numerus="yes">
        <source>%n advantage(s)</source>
        <translation>
            <numerusform>%n avantage</numerusform>
            <numerusform>%n avantages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Triumph(s)</source>
        <translation>
            <numerusform>%n Triomphe</numerusform>
            <numerusform>%n Triomphes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Limit Rule: each one-advantage effect at most %n time(s) with advantages.</source>
        <translation>
            <numerusform>Règle de limite&#xa0;: un effet à un avantage s&apos;achète au plus %n fois avec des avantages.</numerusform>
            <numerusform>Règle de limite&#xa0;: un effet à un avantage s&apos;achète au plus %n fois avec des avantages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n threat(s)</source>
        <translation>
            <numerusform>%n menace</numerusform>
            <numerusform>%n menaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Despair(s)</source>
        <translation>
            <numerusform>%n Désastre</numerusform>
            <numerusform>%n Désastres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Limit Rule: each one-threat effect at most %n time(s) with threats.</source>
        <translation>
            <numerusform>Règle de limite&#xa0;: un effet à une menace s&apos;achète au plus %n fois avec des menaces.</numerusform>
            <numerusform>Règle de limite&#xa0;: un effet à une menace s&apos;achète au plus %n fois avec des menaces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left to spend: {0}</source>
        <translation>Reste à dépenser&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Left to spend: {0} and {1}</source>
        <translation>Reste à dépenser&#xa0;: {0} et {1}</translation>
    </message>
    <message>
        <source>Plan: {0}</source>
        <translation>Dépenses prévues&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Plan: nothing yet (unspent symbols are lost).</source>
        <translation>Dépenses prévues&#xa0;: aucune pour l&apos;instant (les symboles non dépensés sont perdus).</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Dépenser</translation>
    </message>
    <message>
        <source>Spend nothing</source>
        <translation>Ne rien dépenser</translation>
    </message>
    <message>
        <source>Buy with a Triumph</source>
        <translation>Acheter avec un Triomphe</translation>
    </message>
    <message>
        <source>Buy with a Despair</source>
        <translation>Acheter avec un Désastre</translation>
    </message>
    <message numerus="yes">
        <source>Buy with %n advantage(s)</source>
        <translation>
            <numerusform>Acheter avec %n avantage</numerusform>
            <numerusform>Acheter avec %n avantages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy with %n threat(s)</source>
        <translation>
            <numerusform>Acheter avec %n menace</numerusform>
            <numerusform>Acheter avec %n menaces</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Retirer le dernier</translation>
    </message>
</context>
<context>
    <name>SplitPage</name>
    <message>
        <source>Dejarik Attack ranks:</source>
        <translation>Rangs d&apos;Attaque Dejarik&#xa0;:</translation>
    </message>
    <message>
        <source>Dejarik Defence ranks:</source>
        <translation>Rangs de Défense Dejarik&#xa0;:</translation>
    </message>
    <message>
        <source>Share the ranks</source>
        <translation>Répartir les rangs</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) to share between Dejarik Attack and Dejarik Defence.</source>
        <translation>
            <numerusform>%n rang à répartir entre Attaque Dejarik et Défense Dejarik.</numerusform>
            <numerusform>%n rangs à répartir entre Attaque Dejarik et Défense Dejarik.</numerusform>
        </translation>
    </message>
    <message>
        <source>No rank was earned: Dejarik Attack and Defence stay at 0.</source>
        <translation>Aucun rang gagné&#xa0;: Attaque et Défense Dejarik restent à 0.</translation>
    </message>
</context>
<context>
    <name>SquareBoardScene</name>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{0}:</source>
        <translation>{0}&#xa0;:</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Name of {0}</source>
        <translation>Nom de {0}</translation>
    </message>
    <message>
        <source>Human or bot: {0}</source>
        <translation>Humain ou robot&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Bot level: {0}</source>
        <translation>Niveau du robot&#xa0;: {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;More options</source>
        <translation>Plus d&apos;opt&amp;ions</translation>
    </message>
    <message>
        <source>Read the &amp;rules</source>
        <translation>&amp;Lire les règles</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;Continue last game</source>
        <translation>Reprendre la dernière par&amp;tie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
</context>
<context>
    <name>StatsCharts</name>
    <message>
        <source>Your score against each bot level, over your last {0} games (%)</source>
        <translation>Votre score contre chaque niveau de robot, sur vos {0} dernières parties (%)</translation>
    </message>
    <message>
        <source>Game lengths: number of games by moves</source>
        <translation>Longueur des parties&#xa0;: nombre de parties selon le nombre de coups</translation>
    </message>
    <message>
        <source>First seat&apos;s score (%), with its margin; the line is an equal share</source>
        <translation>Score du premier joueur (%), avec sa marge&#xa0;; le trait marque une part égale</translation>
    </message>
    <message>
        <source>No line yet: one appears for a bot level after two finished games of one person against it.</source>
        <translation>Pas encore de courbe&#xa0;: elle apparaît pour un niveau de robot après deux parties terminées d&apos;une personne contre lui.</translation>
    </message>
    <message>
        <source>No chart yet: it needs two finished games.</source>
        <translation>Pas encore de graphique&#xa0;: il faut deux parties terminées.</translation>
    </message>
    <message>
        <source>No bar yet: a game needs two finished games with the same seats.</source>
        <translation>Pas encore de barre&#xa0;: il faut à un jeu deux parties terminées avec les mêmes places.</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>coups</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Reading {0} games…</source>
        <translation>Lecture de {0}&#xa0;parties…</translation>
    </message>
    <message numerus="yes">
        <source>The record of games, “{0}”, cannot be written ({1}): %n finished game(s) wait to be written.</source>
        <translation>
            <numerusform>L&apos;historique des parties, «&#xa0;{0}&#xa0;», ne peut pas être écrit ({1})&#xa0;: %n partie terminée attend d&apos;y être écrite.</numerusform>
            <numerusform>L&apos;historique des parties, «&#xa0;{0}&#xa0;», ne peut pas être écrit ({1})&#xa0;: %n parties terminées attendent d&apos;y être écrites.</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Aucune partie dans l&apos;historique</translation>
    </message>
    <message>
        <source>Games: {0}</source>
        <translation>Parties&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Games: {0} of {1}</source>
        <translation>Parties&#xa0;: {0} sur {1}</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>This game is no longer in the record.</source>
        <translation>Cette partie n&apos;est plus dans l&apos;historique.</translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>“{0}” cannot be written: {1}</source>
        <translation>Impossible d&apos;écrire «&#xa0;{0}&#xa0;»&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Statistics — Boardroom</source>
        <translation>Statistiques — Boardroom</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>&amp;Past games</source>
        <translation>&amp;Parties jouées</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <source>P&amp;uzzles</source>
        <translation>Pro&amp;blèmes</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>People (same screen)</source>
        <translation>Des personnes (même écran)</translation>
    </message>
    <message>
        <source>{0} bot</source>
        <translation>Robot {0}</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Won by a person</source>
        <translation>Gagnée par une personne</translation>
    </message>
    <message>
        <source>Won by a bot</source>
        <translation>Gagnée par un robot</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
</context>
</TS>
