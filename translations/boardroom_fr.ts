<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>RivalBoard</source>
        <comment>was hiding here</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>hidden: only you see it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>ambush</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>hidden</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>not hidden yet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>revealed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>killed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>Pieces to place: {0}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>Samurai {0}/3 · Ashigaru {1}/6 · Ninja: {2}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>{0}: place a piece on your territory, rows {1} (choose it on the right, then click a hex)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>{0}: choose in secret the hex where your Ninja hides, rows {1}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>{0}: first move of your turn: click a piece, then where it goes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RivalBoard</source>
        <comment>{0}: second move, with another piece</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
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
        <translation>Au fond adverse&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}: place a lake on any empty cell but the centre</source>
        <translation>{0}&#xa0;: posez un lac sur une case libre, sauf au centre</translation>
    </message>
    <message>
        <source>{0} pieces, {1} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has only the King left (Nikaida): one last move to take the last enemy piece but the King, or the game is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: your King is in Kaida. Protect it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to play (the King&apos;s Fluttember is possible: pick the King, then the Kapt or Chuktar).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterEditor</name>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intelligence (primary attack):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cunning (primary defence):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Willpower (secondary attack):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presence (secondary defence):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejarik Attack ranks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejarik Defence ranks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earn the ranks with a Knowledge check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 + Willpower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strain threshold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strain at the start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejarik character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid yet: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a character named “{0}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterLibrary</name>
    <message>
        <source>Saved characters not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved Dejarik characters cannot be read: {0}.

The file {1} is left as it is. If you save a character now, the unreadable file is first kept under a &quot;.broken&quot; name next to it, so nothing is lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterPicker</name>
    <message>
        <source>Intelligence {0} · Cunning {1} · Willpower {2} · Presence {3} · Dejarik Attack {4}, Defence {5} · strain threshold {6}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(starts with {0} strain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (master)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a character and save it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change this character (a ready-made one is saved as a new character of yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Dejarik character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character cannot be saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoosePage</name>
    <message>
        <source>Learning Dejarik: the Knowledge check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick how hard a check to attempt: success earns as many Dejarik ranks as the difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intelligence (or the skill&apos;s characteristic):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knowledge (Core Worlds) ranks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM allows re-rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failed roll that shows a Triumph or 3 advantages may be rolled again, each time with one more difficulty die upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished">Facile</translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished">Difficile</translation>
    </message>
    <message>
        <source>Daunting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formidable</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n Difficulty dice, {1} to earn the ranks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n net success(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net failure(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net advantage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net threat(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Triumph(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Despair(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sets %n piece(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} adds %n piece(s) to {1}&apos;s set pieces.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sends %n of {1}&apos;s set pieces back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} loses %n piece(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dejarik</name>
    <message>
        <source>{0}: {1}, strain {2}/{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): how many pieces to set?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): adjust the defender&apos;s set pieces?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): which defence?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): which attack?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): roll the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): spend advantages and Triumphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): spend threats and Despairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rolls {1}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piece is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} leaves {1}&apos;s set pieces as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} announces a {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spends: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spends nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}: {1} attacks, {2} defends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0} sets first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no piece left: {1} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is incapacitated (strain {1} beyond the threshold of {2}): {3} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triumph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Despair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Setback die on {1}&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} recovers one strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Boost die on {0}&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} must set first next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade {0}&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade {0}&apos;s next defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Boost die on {1}&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} suffers one strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Setback die on {0}&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} may add or take back one of {0}&apos;s set pieces next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade {1}&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade {1}&apos;s next defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough left to pay for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit Rule: a one-symbol effect may be bought at most {0} times with this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This effect can be bought only once per roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Triumph or Despair left for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an effect of this side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished">Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished">Bleu</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation type="unfinished">{0} ({1})</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no net success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secondary defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secondary attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cunning {0}, Dejarik Defence {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presence {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intelligence {0}, Dejarik Attack {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Willpower {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primary defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secondary defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primary attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secondary attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (×{1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, with a Triumph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, with a Despair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DejarikPanel</name>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, how many pieces do you set?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0} has set %n piece(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0} may add pieces from {1}&apos;s active pile to its set pieces, or send set pieces back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, announce a primary or a secondary defence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, announce a primary or a secondary attack. {1} chose a {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, roll the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, spend the net advantages and Triumphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, spend the net threats and Despairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set %n piece(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n piece(s) to the defender&apos;s set pieces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send %n of the defender&apos;s set pieces back</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Leave the defender&apos;s set pieces as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact odds of the roll appear here once both sides have set their pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DejarikTableScene</name>
    <message>
        <source>attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strain {0} / {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ choosing how many pieces to set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ adjusting the opponent&apos;s set pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ choosing a primary or secondary defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ choosing a primary or secondary attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ about to roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ spending advantages and Triumphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ spending threats and Despairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has set its pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost dice waiting for this character&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setback dice waiting for this character&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack +{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades waiting for this character&apos;s next attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence +{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades waiting for this character&apos;s next defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round this attacker sets its pieces first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets first next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round this character, attacking, sets first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjustments of the opponent&apos;s set pieces this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjustments of the opponent&apos;s set pieces next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pool about to be rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defence dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
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
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Erreur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Game over. {0}. {1}</source>
        <translation>Partie terminée. {0}. {1}</translation>
    </message>
    <message>
        <source>Waiting for {0}</source>
        <translation>On attend {0}</translation>
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
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Passez l&apos;ordinateur à {0}</translation>
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
    <name>KnowledgeWizard</name>
    <message>
        <source>Knowledge check</source>
        <translation type="unfinished"></translation>
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
        <source>&amp;Settings</source>
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
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de lancer la partie</translation>
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
    <message>
        <source>“{0}” cannot be opened: {1}</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;{0}&#xa0;»&#xa0;: {1}</translation>
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
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
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
        <source>Move limit (0 = off)</source>
        <translation>Limite de coups (0 = aucune)</translation>
    </message>
    <message>
        <source>Standard (side 6, 91 cells)</source>
        <translation>Grand (côté 6, 91 cases)</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejarik</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess from the world of Kregen on twelve by eighteen squares: vault along lines of pieces, cross the fronts, trap the enemy King. With three short drills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holochess as a duel of narrative dice: two characters risk their pieces round by round, and their skills decide the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feudal Japan on hexes: two moves a turn, every troop kills some and fears others, and a Ninja waits in secret to ambush.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">Jeu</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red&apos;s character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue&apos;s character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantage and threat effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poron Jikaida (12 × 18 squares)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill: Pastang (one drin, Swods and Deldars)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill: Stikitche (King and Pallan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill: Drak&apos;s City (vaults only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red attacks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue attacks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (the basic game)</source>
        <translation type="unfinished"></translation>
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
        <translation>Nulle : la limite de coups est atteinte.</translation>
    </message>
    <message>
        <source>Hyrkaida: the King of {1} is in Kaida and cannot escape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tikaida: {1} has no legal move and loses (half a point to {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nikaida: {1} was left with a lone King and could not reduce {0} to a lone King too (half a point to {0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nikaida: only the two Kings are left. Drawn, half a point each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} has no pieces left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} has neither a Pallan nor a Swod left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} has no piece left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1}&apos;s character is incapacitated: its strain went beyond its threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} lost the Shogun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} lost all three Samurai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} lost all six Ashigaru.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced surrender: whatever {1} played, {0} could kill the Shogun next turn.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>{0} loses {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Triumph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Despair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exactly {0}/{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primary attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secondary attack</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samurai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ashigaru</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ninja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished">Rouge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished">Noir</translation>
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
        <translation>Le Swod est promu. Choisissez sa nouvelle pièce :</translation>
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
</context>
<context>
    <name>RivalBoard</name>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambush on {0}! {1}&apos;s Ninja sprang out of hiding and killed {2}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RivalPanel</name>
    <message>
        <source>Place for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the rest of your army in a sound formation, one piece at each of your turns of the setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide it for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the app choose a hiding hex at random, mostly in the middle rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your pieces can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: {0} places the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing your army for you, one piece at each of your turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a piece, then click a free hex of your territory (rows {0}), or drag the piece there. Both players place one piece at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: {0} hides the Ninja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the hex where your Ninja waits in secret: rows {0}, your territory or no-man&apos;s-land. An enemy piece that ends its turn there is killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to play: move {1} of 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move two different pieces, one after the other. Click a piece: its destinations light up; point at one to see the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now move another piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s Ninja was hiding on {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s Ninja hides on {1}, drawn faintly: only {0} sees it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}
× {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} left to place: {1}. Click, then click a hex; or drag it to a hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the Ninja on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring your Ninja out as this move; it can move from your next turn on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn of {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollPage</name>
    <message>
        <source>The roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check rolls {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed, but the roll shows a Triumph or 3 advantages: you may roll again, one difficulty die upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Success: %n Dejarik rank(s) earned.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Failed, and no more re-rolls: no Dejarik rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: the character has no Dejarik rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {0}:</source>
        <translation type="unfinished"></translation>
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
</context>
<context>
    <name>SpendingWidget</name>
    <message numerus="yes">
        <source>%n advantage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Triumph(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Limit Rule: each one-advantage effect at most %n time(s) with advantages.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n threat(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Despair(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Limit Rule: each one-threat effect at most %n time(s) with threats.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Left to spend: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to spend: {0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan: nothing yet (unspent symbols are lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy with a Triumph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy with a Despair</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Buy with %n advantage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy with %n threat(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitPage</name>
    <message>
        <source>Dejarik Attack ranks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dejarik Defence ranks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) to share between Dejarik Attack and Dejarik Defence.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No rank was earned: Dejarik Attack and Defence stay at 0.</source>
        <translation type="unfinished"></translation>
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
        <translation>{0} : {1}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{0}:</source>
        <translation>{0} :</translation>
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
        <source>More options</source>
        <translation>Plus d&apos;options</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Lire les règles</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Continue last game</source>
        <translation>&amp;Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
</context>
</TS>
