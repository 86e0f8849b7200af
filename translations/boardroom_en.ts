<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <source>Something went wrong: {0}

Your game is saved automatically after every move. The details are in {1}.</source>
        <translation>Something went wrong: {0}

Your game is saved automatically after every move. The details are in {1}.</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>On the far back rank: {0}</source>
        <translation>On the far back rank: {0}</translation>
    </message>
    <message>
        <source>{0}: place a lake on any empty cell but the centre</source>
        <translation>{0}: place a lake on any empty cell but the centre</translation>
    </message>
    <message>
        <source>Pieces: {0} · points: {1}</source>
        <translation>Pieces: {0} · points: {1}</translation>
    </message>
    <message>
        <source>{0} has only the King left (Nikaida): one last move to take the last enemy piece but the King, or the game is lost.</source>
        <translation>{0} has only the King left (Nikaida): one last move to take the last enemy piece but the King, or the game is lost.</translation>
    </message>
    <message>
        <source>{0}: your King is in Kaida. Protect it.</source>
        <translation>{0}: your King is in Kaida. Protect it.</translation>
    </message>
    <message>
        <source>{0} to play (the King&apos;s Fluttember is possible: pick the King, then the Kapt or Chuktar).</source>
        <translation>{0} to play (the King&apos;s Fluttember is possible: pick the King, then the Kapt or Chuktar).</translation>
    </message>
</context>
<context>
    <name>CharacterEditor</name>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Intelligence (primary attack):</source>
        <translation>Intelligence (primary attack):</translation>
    </message>
    <message>
        <source>Cunning (primary defence):</source>
        <translation>Cunning (primary defence):</translation>
    </message>
    <message>
        <source>Willpower (secondary attack):</source>
        <translation>Willpower (secondary attack):</translation>
    </message>
    <message>
        <source>Presence (secondary defence):</source>
        <translation>Presence (secondary defence):</translation>
    </message>
    <message>
        <source>Dejarik Attack ranks:</source>
        <translation>Dejarik Attack ranks:</translation>
    </message>
    <message>
        <source>Dejarik Defence ranks:</source>
        <translation>Dejarik Defence ranks:</translation>
    </message>
    <message>
        <source>Earn the ranks with a Knowledge check…</source>
        <translation>Earn the ranks with a Knowledge check…</translation>
    </message>
    <message>
        <source>10 + Willpower</source>
        <translation>10 + Willpower</translation>
    </message>
    <message>
        <source>Strain threshold:</source>
        <translation>Strain threshold:</translation>
    </message>
    <message>
        <source>Strain threshold</source>
        <translation>Strain threshold</translation>
    </message>
    <message>
        <source>Strain at the start:</source>
        <translation>Strain at the start:</translation>
    </message>
    <message>
        <source>Dejarik character</source>
        <translation>Dejarik character</translation>
    </message>
    <message>
        <source>Not valid yet: the character needs a name.</source>
        <translation>Not valid yet: the character needs a name.</translation>
    </message>
    <message>
        <source>Not valid yet: the name may not begin or end with a space.</source>
        <translation>Not valid yet: the name may not begin or end with a space.</translation>
    </message>
    <message>
        <source>Not valid yet: {0}.</source>
        <translation>Not valid yet: {0}.</translation>
    </message>
    <message>
        <source>There is already a character named “{0}”.</source>
        <translation>There is already a character named “{0}”.</translation>
    </message>
</context>
<context>
    <name>CharacterLibrary</name>
    <message>
        <source>Saved characters not loaded</source>
        <translation>Saved characters not loaded</translation>
    </message>
    <message>
        <source>The saved Dejarik characters cannot be read: {0}.

The file {1} is left as it is. If you save a character now, the unreadable file is first kept under a &quot;.broken&quot; name next to it, so nothing is lost.</source>
        <translation>The saved Dejarik characters cannot be read: {0}.

The file {1} is left as it is. If you save a character now, the unreadable file is first kept under a &quot;.broken&quot; name next to it, so nothing is lost.</translation>
    </message>
</context>
<context>
    <name>CharacterPicker</name>
    <message>
        <source>Intelligence {0} · Cunning {1} · Willpower {2} · Presence {3} · Dejarik Attack {4}, Defence {5} · strain threshold {6}</source>
        <translation>Intelligence {0} · Cunning {1} · Willpower {2} · Presence {3} · Dejarik Attack {4}, Defence {5} · strain threshold {6}</translation>
    </message>
    <message>
        <source>(starts with {0} strain)</source>
        <translation>(starts with {0} strain)</translation>
    </message>
    <message>
        <source>spacer</source>
        <translation>spacer</translation>
    </message>
    <message>
        <source>holochess hustler</source>
        <translation>holochess hustler</translation>
    </message>
    <message>
        <source>archive scholar</source>
        <translation>archive scholar</translation>
    </message>
    <message>
        <source>silver-tongued envoy</source>
        <translation>silver-tongued envoy</translation>
    </message>
    <message>
        <source>dock brawler</source>
        <translation>dock brawler</translation>
    </message>
    <message>
        <source>retired champion</source>
        <translation>retired champion</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>{0} (yours)</source>
        <translation>{0} (yours)</translation>
    </message>
    <message>
        <source>{0} (master)</source>
        <translation>{0} (master)</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>New…</translation>
    </message>
    <message>
        <source>Create a character and save it</source>
        <translation>Create a character and save it</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Change this character (a ready-made one is saved as a new character of yours)</source>
        <translation>Change this character (a ready-made one is saved as a new character of yours)</translation>
    </message>
    <message>
        <source>New Dejarik character</source>
        <translation>New Dejarik character</translation>
    </message>
    <message>
        <source>{0} (copy)</source>
        <translation>{0} (copy)</translation>
    </message>
    <message>
        <source>Cannot save the character</source>
        <translation>Cannot save the character</translation>
    </message>
    <message>
        <source>The character cannot be saved: {0}</source>
        <translation>The character cannot be saved: {0}</translation>
    </message>
</context>
<context>
    <name>ChoosePage</name>
    <message>
        <source>Learning Dejarik: the Knowledge check</source>
        <translation>Learning Dejarik: the Knowledge check</translation>
    </message>
    <message>
        <source>Pick how hard a check to attempt: success earns as many Dejarik ranks as the difficulty.</source>
        <translation>Pick how hard a check to attempt: success earns as many Dejarik ranks as the difficulty.</translation>
    </message>
    <message>
        <source>Intelligence (or the skill&apos;s characteristic):</source>
        <translation>Intelligence (or the skill&apos;s characteristic):</translation>
    </message>
    <message>
        <source>Knowledge (Core Worlds) ranks:</source>
        <translation>Knowledge (Core Worlds) ranks:</translation>
    </message>
    <message>
        <source>The GM allows re-rolls</source>
        <translation>The GM allows re-rolls</translation>
    </message>
    <message>
        <source>A failed roll that shows a Triumph or 3 or more net advantages may be rolled again, each time with one more difficulty die upgraded.</source>
        <translation>A failed roll that shows a Triumph or 3 or more net advantages may be rolled again, each time with one more difficulty die upgraded.</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulty:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Daunting</source>
        <translation>Daunting</translation>
    </message>
    <message>
        <source>Formidable</source>
        <translation>Formidable</translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n Difficulty dice, {1} to earn the ranks</source>
        <translation>
            <numerusform>{0}: %n Difficulty die, {1} to earn the ranks</numerusform>
            <numerusform>{0}: %n Difficulty dice, {1} to earn the ranks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n net success(es)</source>
        <translation>
            <numerusform>%n net success</numerusform>
            <numerusform>%n net successes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net failure(s)</source>
        <translation>
            <numerusform>%n net failure</numerusform>
            <numerusform>%n net failures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net advantage(s)</source>
        <translation>
            <numerusform>%n net advantage</numerusform>
            <numerusform>%n net advantages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n net threat(s)</source>
        <translation>
            <numerusform>%n net threat</numerusform>
            <numerusform>%n net threats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Triumph(s)</source>
        <translation>
            <numerusform>%n Triumph</numerusform>
            <numerusform>%n Triumphs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Despair(s)</source>
        <translation>
            <numerusform>%n Despair</numerusform>
            <numerusform>%n Despairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sets %n piece(s).</source>
        <translation>
            <numerusform>{0} sets %n piece.</numerusform>
            <numerusform>{0} sets %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} adds %n piece(s) to {1}&apos;s set pieces.</source>
        <translation>
            <numerusform>{0} adds %n piece to {1}&apos;s set pieces.</numerusform>
            <numerusform>{0} adds %n pieces to {1}&apos;s set pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sends %n of {1}&apos;s set pieces back.</source>
        <translation>
            <numerusform>{0} sends %n of {1}&apos;s set pieces back.</numerusform>
            <numerusform>{0} sends %n of {1}&apos;s set pieces back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} loses %n piece(s).</source>
        <translation>
            <numerusform>{0} loses %n piece.</numerusform>
            <numerusform>{0} loses %n pieces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dejarik</name>
    <message>
        <source>{0}: {1}, strain {2}/{3}</source>
        <translation>{0}: {1}, strain {2}/{3}</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>attacking</translation>
    </message>
    <message>
        <source>defending</source>
        <translation>defending</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): how many pieces to set?</source>
        <translation>{0} ({1}, {2}): how many pieces to set?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): adjust the defender&apos;s set pieces?</source>
        <translation>{0} ({1}, {2}): adjust the defender&apos;s set pieces?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): which defence?</source>
        <translation>{0} ({1}, {2}): which defence?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): which attack?</source>
        <translation>{0} ({1}, {2}): which attack?</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): roll the dice.</source>
        <translation>{0} ({1}, {2}): roll the dice.</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): spend advantages and Triumphs.</source>
        <translation>{0} ({1}, {2}): spend advantages and Triumphs.</translation>
    </message>
    <message>
        <source>{0} ({1}, {2}): spend threats and Despairs.</source>
        <translation>{0} ({1}, {2}): spend threats and Despairs.</translation>
    </message>
    <message>
        <source>{0} rolls {1}:</source>
        <translation>{0} rolls {1}:</translation>
    </message>
    <message>
        <source>No piece is lost.</source>
        <translation>No piece is lost.</translation>
    </message>
    <message>
        <source>{0} leaves {1}&apos;s set pieces as they are.</source>
        <translation>{0} leaves {1}&apos;s set pieces as they are.</translation>
    </message>
    <message>
        <source>{0} announces a {1}.</source>
        <translation>{0} announces a {1}.</translation>
    </message>
    <message>
        <source>{0} spends: {1}.</source>
        <translation>{0} spends: {1}.</translation>
    </message>
    <message>
        <source>{0} spends nothing.</source>
        <translation>{0} spends nothing.</translation>
    </message>
    <message>
        <source>Round {0}: {1} attacks, {2} defends</source>
        <translation>Round {0}: {1} attacks, {2} defends</translation>
    </message>
    <message>
        <source>({0} sets first)</source>
        <translation>({0} sets first)</translation>
    </message>
    <message>
        <source>{0} has no piece left: {1} wins.</source>
        <translation>{0} has no piece left: {1} wins.</translation>
    </message>
    <message>
        <source>{0} is incapacitated (strain {1} beyond the threshold of {2}): {3} wins.</source>
        <translation>{0} is incapacitated (strain {1} beyond the threshold of {2}): {3} wins.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Ability</translation>
    </message>
    <message>
        <source>Proficiency</source>
        <translation>Proficiency</translation>
    </message>
    <message>
        <source>Boost</source>
        <translation>Boost</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>Setback</source>
        <translation>Setback</translation>
    </message>
    <message>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>failure</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>advantage</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>threat</translation>
    </message>
    <message>
        <source>Triumph</source>
        <translation>Triumph</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Despair</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>A Setback die on {1}&apos;s next attack</source>
        <translation>A Setback die on {1}&apos;s next attack</translation>
    </message>
    <message>
        <source>{0} recovers one strain</source>
        <translation>{0} recovers one strain</translation>
    </message>
    <message>
        <source>A Boost die on {0}&apos;s next attack</source>
        <translation>A Boost die on {0}&apos;s next attack</translation>
    </message>
    <message>
        <source>{1} must set first next round</source>
        <translation>{1} must set first next round</translation>
    </message>
    <message>
        <source>Upgrade {0}&apos;s next attack</source>
        <translation>Upgrade {0}&apos;s next attack</translation>
    </message>
    <message>
        <source>Upgrade {0}&apos;s next defence</source>
        <translation>Upgrade {0}&apos;s next defence</translation>
    </message>
    <message>
        <source>A Boost die on {1}&apos;s next attack</source>
        <translation>A Boost die on {1}&apos;s next attack</translation>
    </message>
    <message>
        <source>{0} suffers one strain</source>
        <translation>{0} suffers one strain</translation>
    </message>
    <message>
        <source>A Setback die on {0}&apos;s next attack</source>
        <translation>A Setback die on {0}&apos;s next attack</translation>
    </message>
    <message>
        <source>{1} may add or take back one of {0}&apos;s set pieces next round</source>
        <translation>{1} may add or take back one of {0}&apos;s set pieces next round</translation>
    </message>
    <message>
        <source>Upgrade {1}&apos;s next attack</source>
        <translation>Upgrade {1}&apos;s next attack</translation>
    </message>
    <message>
        <source>Upgrade {1}&apos;s next defence</source>
        <translation>Upgrade {1}&apos;s next defence</translation>
    </message>
    <message>
        <source>Not enough left to pay for it.</source>
        <translation>Not enough left to pay for it.</translation>
    </message>
    <message>
        <source>Limit Rule: a one-symbol effect may be bought at most {0} times with this roll.</source>
        <translation>Limit Rule: a one-symbol effect may be bought at most {0} times with this roll.</translation>
    </message>
    <message>
        <source>This effect can be bought only once per roll.</source>
        <translation>This effect can be bought only once per roll.</translation>
    </message>
    <message>
        <source>No Triumph or Despair left for it.</source>
        <translation>No Triumph or Despair left for it.</translation>
    </message>
    <message>
        <source>One more would change nothing.</source>
        <translation>One more would change nothing.</translation>
    </message>
    <message>
        <source>Not an effect of this side.</source>
        <translation>Not an effect of this side.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
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
        <translation>no dice</translation>
    </message>
    <message>
        <source>no net success</source>
        <translation>no net success</translation>
    </message>
    <message>
        <source>Primary defence</source>
        <translation>Primary defence</translation>
    </message>
    <message>
        <source>Secondary defence</source>
        <translation>Secondary defence</translation>
    </message>
    <message>
        <source>Primary attack</source>
        <translation>Primary attack</translation>
    </message>
    <message>
        <source>Secondary attack</source>
        <translation>Secondary attack</translation>
    </message>
    <message>
        <source>Cunning {0}, Dejarik Defence {1}</source>
        <translation>Cunning {0}, Dejarik Defence {1}</translation>
    </message>
    <message>
        <source>Presence {0}</source>
        <translation>Presence {0}</translation>
    </message>
    <message>
        <source>Intelligence {0}, Dejarik Attack {1}</source>
        <translation>Intelligence {0}, Dejarik Attack {1}</translation>
    </message>
    <message>
        <source>Willpower {0}</source>
        <translation>Willpower {0}</translation>
    </message>
    <message>
        <source>primary defence</source>
        <translation>primary defence</translation>
    </message>
    <message>
        <source>secondary defence</source>
        <translation>secondary defence</translation>
    </message>
    <message>
        <source>primary attack</source>
        <translation>primary attack</translation>
    </message>
    <message>
        <source>secondary attack</source>
        <translation>secondary attack</translation>
    </message>
    <message>
        <source>{0} (×{1})</source>
        <translation>{0} (×{1})</translation>
    </message>
    <message>
        <source>{0}, with a Triumph</source>
        <translation>{0}, with a Triumph</translation>
    </message>
    <message>
        <source>{0}, with a Despair</source>
        <translation>{0}, with a Despair</translation>
    </message>
    <message>
        <source>{0} announces a primary defence</source>
        <translation>{0} announces a primary defence</translation>
    </message>
    <message>
        <source>{0} announces a secondary defence</source>
        <translation>{0} announces a secondary defence</translation>
    </message>
    <message>
        <source>{0} announces a primary attack</source>
        <translation>{0} announces a primary attack</translation>
    </message>
    <message>
        <source>{0} announces a secondary attack</source>
        <translation>{0} announces a secondary attack</translation>
    </message>
    <message>
        <source>{0} leaves {1}&apos;s set pieces as they are</source>
        <translation>{0} leaves {1}&apos;s set pieces as they are</translation>
    </message>
    <message>
        <source>{0} rolls: {1}</source>
        <translation>{0} rolls: {1}</translation>
    </message>
    <message>
        <source>{0} spends nothing</source>
        <translation>{0} spends nothing</translation>
    </message>
    <message>
        <source>{0} spends: {1}</source>
        <translation>{0} spends: {1}</translation>
    </message>
</context>
<context>
    <name>DejarikPanel</name>
    <message>
        <source>Chart</source>
        <translation>Chart</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>{0}, how many pieces do you set?</source>
        <translation>{0}, how many pieces do you set?</translation>
    </message>
    <message numerus="yes">
        <source>{0} has set %n piece(s).</source>
        <translation>
            <numerusform>{0} has set %n piece.</numerusform>
            <numerusform>{0} has set %n pieces.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} may add pieces from {1}&apos;s active pile to its set pieces, or send set pieces back.</source>
        <translation>{0} may add pieces from {1}&apos;s active pile to its set pieces, or send set pieces back.</translation>
    </message>
    <message>
        <source>{0}, announce a primary or a secondary defence.</source>
        <translation>{0}, announce a primary or a secondary defence.</translation>
    </message>
    <message>
        <source>{0}, announce a primary or a secondary attack. {1} chose a {2}.</source>
        <translation>{0}, announce a primary or a secondary attack. {1} chose a {2}.</translation>
    </message>
    <message>
        <source>{0}, roll the dice.</source>
        <translation>{0}, roll the dice.</translation>
    </message>
    <message>
        <source>{0}, spend the net advantages and Triumphs.</source>
        <translation>{0}, spend the net advantages and Triumphs.</translation>
    </message>
    <message>
        <source>{0}, spend the net threats and Despairs.</source>
        <translation>{0}, spend the net threats and Despairs.</translation>
    </message>
    <message numerus="yes">
        <source>Set %n piece(s)</source>
        <translation>
            <numerusform>Set %n piece</numerusform>
            <numerusform>Set %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n piece(s) to the defender&apos;s set pieces</source>
        <translation>
            <numerusform>Add %n piece to the defender&apos;s set pieces</numerusform>
            <numerusform>Add %n pieces to the defender&apos;s set pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send %n of the defender&apos;s set pieces back</source>
        <translation>
            <numerusform>Send %n of the defender&apos;s set pieces back</numerusform>
            <numerusform>Send %n of the defender&apos;s set pieces back</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave the defender&apos;s set pieces as they are</source>
        <translation>Leave the defender&apos;s set pieces as they are</translation>
    </message>
    <message>
        <source>The exact odds of the roll appear here once both sides have set their pieces.</source>
        <translation>The exact odds of the roll appear here once both sides have set their pieces.</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primary</translation>
    </message>
    <message>
        <source>Secondary</source>
        <translation>Secondary</translation>
    </message>
    <message>
        <source>This roll</source>
        <translation>This roll</translation>
    </message>
    <message>
        <source>No round played yet.</source>
        <translation>No round played yet.</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Odds</translation>
    </message>
    <message>
        <source>Round log</source>
        <translation>Round log</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Roll the dice</translation>
    </message>
</context>
<context>
    <name>DejarikReading</name>
    <message numerus="yes">
        <source>{0} sets %n piece(s)</source>
        <translation>
            <numerusform>{0} sets %n piece</numerusform>
            <numerusform>{0} sets %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} adds %n piece(s) to {1}&apos;s set pieces</source>
        <translation>
            <numerusform>{0} adds %n piece to {1}&apos;s set pieces</numerusform>
            <numerusform>{0} adds %n pieces to {1}&apos;s set pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sends %n of {1}&apos;s set pieces back</source>
        <translation>
            <numerusform>{0} sends %n of {1}&apos;s set pieces back</numerusform>
            <numerusform>{0} sends %n of {1}&apos;s set pieces back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} spends %n advantage(s): {1}</source>
        <translation>
            <numerusform>{0} spends %n advantage: {1}</numerusform>
            <numerusform>{0} spends %n advantages: {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} spends %n threat(s): {1}</source>
        <translation>
            <numerusform>{0} spends %n threat: {1}</numerusform>
            <numerusform>{0} spends %n threats: {1}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DejarikReasons</name>
    <message>
        <source>that is not a choice of the Dejarik duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Dejarik choice is made in a single step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pieces are being set: choose how many to set first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker must first decide whether to adjust the defender&apos;s set pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender must announce a defence first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker must announce an attack first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides have chosen: the attacker rolls the dice now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dice have been rolled: the attacker spends the advantages and Triumphs now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker has spent: the defender spends the threats and Despairs now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no more pieces can be set than the active pile holds ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the threats spent last round paid for at most {0} adjustment(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender&apos;s active pile has only {0} piece(s) to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender has set only {0} piece(s) to send back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that effect is not one the attacker can buy with advantages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that effect is not one the defender can buy with threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an upgrade can be bought only with a Triumph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an upgrade can be bought only with a Despair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan costs more advantages than the roll left ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan costs more threats than the roll left ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan spends more Triumphs than the roll showed ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan spends more Despairs than the roll showed ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit Rule: with this roll a one-advantage effect can be bought at most {0} time(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit Rule: with this roll a one-threat effect can be bought at most {0} time(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting first next round can be bought only once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker has only {0} strain to recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} more strain already takes the attacker out: more does nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DejarikTableScene</name>
    <message>
        <source>attacks</source>
        <translation>attacks</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>defends</translation>
    </message>
    <message>
        <source>Strain {0} / {1}</source>
        <translation>Strain {0} / {1}</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Inactive</translation>
    </message>
    <message>
        <source>not set yet</source>
        <translation>not set yet</translation>
    </message>
    <message>
        <source>no piece set</source>
        <translation>no piece set</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>wins the match</source>
        <translation>wins the match</translation>
    </message>
    <message>
        <source>▶ choosing how many pieces to set</source>
        <translation>▶ choosing how many pieces to set</translation>
    </message>
    <message>
        <source>▶ adjusting the opponent&apos;s set pieces</source>
        <translation>▶ adjusting the opponent&apos;s set pieces</translation>
    </message>
    <message>
        <source>▶ choosing a primary or secondary defence</source>
        <translation>▶ choosing a primary or secondary defence</translation>
    </message>
    <message>
        <source>▶ choosing a primary or secondary attack</source>
        <translation>▶ choosing a primary or secondary attack</translation>
    </message>
    <message>
        <source>▶ about to roll the dice</source>
        <translation>▶ about to roll the dice</translation>
    </message>
    <message>
        <source>▶ spending advantages and Triumphs</source>
        <translation>▶ spending advantages and Triumphs</translation>
    </message>
    <message>
        <source>▶ spending threats and Despairs</source>
        <translation>▶ spending threats and Despairs</translation>
    </message>
    <message>
        <source>has set its pieces</source>
        <translation>has set its pieces</translation>
    </message>
    <message>
        <source>Boost dice waiting for this character&apos;s next attack</source>
        <translation>Boost dice waiting for this character&apos;s next attack</translation>
    </message>
    <message>
        <source>Setback dice waiting for this character&apos;s next attack</source>
        <translation>Setback dice waiting for this character&apos;s next attack</translation>
    </message>
    <message>
        <source>attack +{0}</source>
        <translation>attack +{0}</translation>
    </message>
    <message>
        <source>Upgrades waiting for this character&apos;s next attack</source>
        <translation>Upgrades waiting for this character&apos;s next attack</translation>
    </message>
    <message>
        <source>defence +{0}</source>
        <translation>defence +{0}</translation>
    </message>
    <message>
        <source>Upgrades waiting for this character&apos;s next defence</source>
        <translation>Upgrades waiting for this character&apos;s next defence</translation>
    </message>
    <message>
        <source>sets first</source>
        <translation>sets first</translation>
    </message>
    <message>
        <source>This round this attacker sets its pieces first</source>
        <translation>This round this attacker sets its pieces first</translation>
    </message>
    <message>
        <source>sets first next</source>
        <translation>sets first next</translation>
    </message>
    <message>
        <source>Next round this character, attacking, sets first</source>
        <translation>Next round this character, attacking, sets first</translation>
    </message>
    <message>
        <source>Adjustments of the opponent&apos;s set pieces this round</source>
        <translation>Adjustments of the opponent&apos;s set pieces this round</translation>
    </message>
    <message>
        <source>Adjustments of the opponent&apos;s set pieces next round</source>
        <translation>Adjustments of the opponent&apos;s set pieces next round</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>the pool about to be rolled</source>
        <translation>the pool about to be rolled</translation>
    </message>
    <message>
        <source>the defence dice</source>
        <translation>the defence dice</translation>
    </message>
</context>
<context>
    <name>EvalChart</name>
    <message>
        <source>{0} {1}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After move {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each seat&apos;s chance of winning will show here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each seat&apos;s chance of winning after every move, in percent, as the Hard bot sees it. Click the graph to see that position.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>“{0}” cannot be read: it may have been moved or deleted, or you may not be allowed to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was saved by a newer version of Boardroom: update Boardroom to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” cannot be opened: this file is damaged or is not a Boardroom saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” cannot be opened: this Boardroom saved game is damaged (part of it cannot be used).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Menu Bar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Looking at the start position</source>
        <translation>Looking at the start position</translation>
    </message>
    <message>
        <source>Looking at move {0}</source>
        <translation>Looking at move {0}</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>That move is not possible.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Looking for a good move…</translation>
    </message>
    <message>
        <source>Stop looking for a hint</source>
        <translation>Stop looking for a hint</translation>
    </message>
    <message>
        <source>No hint: the search stopped unexpectedly. Press H to try again.</source>
        <translation>No hint: the search stopped unexpectedly. Press H to try again.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Hint: {0}</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Error: {0}</translation>
    </message>
    <message>
        <source>This is an earlier position, shown to look at: press Back to game (or Esc) to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. {0}. {1}</source>
        <translation>Game over. {0}. {1}</translation>
    </message>
    <message>
        <source>Waiting for {0}</source>
        <translation>Waiting for {0}</translation>
    </message>
    <message>
        <source>{0} stopped: the bot&apos;s process ended unexpectedly. The game is intact; restart the bot to go on.</source>
        <translation>{0} stopped: the bot&apos;s process ended unexpectedly. The game is intact; restart the bot to go on.</translation>
    </message>
    <message>
        <source>{0} is thinking…</source>
        <translation>{0} is thinking…</translation>
    </message>
    <message>
        <source>Jump on, or press Enter (or click the piece) to stop here.</source>
        <translation>Jump on, or press Enter (or click the piece) to stop here.</translation>
    </message>
    <message>
        <source>Setup: {0} to play</source>
        <translation>Setup: {0} to play</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>{0} to play</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>Back to game</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the bot&apos;s search</source>
        <translation>Stop the bot&apos;s search</translation>
    </message>
    <message>
        <source>Restart the bot</source>
        <translation>Restart the bot</translation>
    </message>
    <message>
        <source>Start a new bot process; it takes up the search from the position on the board</source>
        <translation>Start a new bot process; it takes up the search from the position on the board</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Move list</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Pass the computer to {0}</translation>
    </message>
    <message>
        <source>The board stays hidden until {0} is at the computer, so that nobody sees another player&apos;s secrets.</source>
        <translation>The board stays hidden until {0} is at the computer, so that nobody sees another player&apos;s secrets.</translation>
    </message>
    <message>
        <source>I am {0} — show the board</source>
        <translation>I am {0} — show the board</translation>
    </message>
</context>
<context>
    <name>HexBoardScene</name>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lake</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>stack of {0}, {1} on top (from the bottom: {2})</source>
        <translation>stack of {0}, {1} on top (from the bottom: {2})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Click the piece again to end the move here</source>
        <translation>Click the piece again to end the move here</translation>
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
        <translation>{0} {1} (honour {2})</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}, level {1}, {2}</source>
        <translation>{0}, level {1}, {2}</translation>
    </message>
    <message>
        <source>lift to {0}</source>
        <translation>lift to {0}</translation>
    </message>
    <message>
        <source>hole to {0}</source>
        <translation>hole to {0}</translation>
    </message>
    <message>
        <source>out of sight</source>
        <translation>out of sight</translation>
    </message>
    <message>
        <source>fell below 4 honour</source>
        <translation>fell below 4 honour</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>resigned</translation>
    </message>
    <message>
        <source>{0}: out ({1})</source>
        <translation>{0}: out ({1})</translation>
    </message>
    <message>
        <source>{0}: in the game</source>
        <translation>{0}: in the game</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Wraith</translation>
    </message>
    <message>
        <source>no Wraith</source>
        <translation>no Wraith</translation>
    </message>
    <message>
        <source>{0}: honour {1} · {2}</source>
        <translation>{0}: honour {1} · {2}</translation>
    </message>
    <message>
        <source>{0} has no move and must pass.</source>
        <translation>{0} has no move and must pass.</translation>
    </message>
    <message>
        <source>{0}: move, attack, spawn, or act with the Wraith.</source>
        <translation>{0}: move, attack, spawn, or act with the Wraith.</translation>
    </message>
    <message>
        <source>Your last attack was called off, blocked by {0}. {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spawns a Trooper: click one of the marked hexes (free, next to three of your connected infantry), or press Esc to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Left the game, in order: {0}.</source>
        <translation>Left the game, in order: {0}.</translation>
    </message>
    <message>
        <source>Attack called off: {0}, blocked by {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack called off: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, blocked by {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hidden {0} on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} moves {1} to {2}</source>
        <translation>{0} moves {1} to {2}</translation>
    </message>
    <message>
        <source>{0} attacks {1} on {2}</source>
        <translation>{0} attacks {1} on {2}</translation>
    </message>
    <message>
        <source>a piece</source>
        <translation>a piece</translation>
    </message>
    <message>
        <source>{0} spawns a Trooper on {1}</source>
        <translation>{0} spawns a Trooper on {1}</translation>
    </message>
    <message>
        <source>{0} moves ahead to {1}</source>
        <translation>{0} moves ahead to {1}</translation>
    </message>
    <message>
        <source>{0} charges to {1}</source>
        <translation>{0} charges to {1}</translation>
    </message>
    <message>
        <source>{0} turns left</source>
        <translation>{0} turns left</translation>
    </message>
    <message>
        <source>{0} turns right</source>
        <translation>{0} turns right</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passes</translation>
    </message>
    <message>
        <source>{0} resigns and leaves</source>
        <translation>{0} resigns and leaves</translation>
    </message>
    <message>
        <source>{0} attacks out of sight</source>
        <translation>{0} attacks out of sight</translation>
    </message>
    <message>
        <source>{0} out of sight, then {1}, out of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} out of sight, then {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}, out of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} stays on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spawns out of sight</source>
        <translation>{0} spawns out of sight</translation>
    </message>
    <message>
        <source>{0} moves its Wraith out of sight</source>
        <translation>{0} moves its Wraith out of sight</translation>
    </message>
    <message>
        <source>{0} moves out of sight</source>
        <translation>{0} moves out of sight</translation>
    </message>
</context>
<context>
    <name>JaheijagajCounted</name>
    <message numerus="yes">
        <source>%n turn(s) ago</source>
        <translation>
            <numerusform>%n turn ago</numerusform>
            <numerusform>%n turns ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JaheijagajPanel</name>
    <message>
        <source>Stock left: Troopers {0}/{1}, Spec Ops {2}/{3}, Honour Guards {4}/{5}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have left the game.</source>
        <translation>You have left the game.</translation>
    </message>
    <message numerus="yes">
        <source>No piece removed for a while: the game ends in %n round(s)</source>
        <translation>
            <numerusform>No piece removed for a while: the game ends in %n round</numerusform>
            <numerusform>No piece removed for a while: the game ends in %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Enough: finish the attack.</source>
        <translation>Enough: finish the attack.</translation>
    </message>
    <message>
        <source>Short: pick helpers (your infantry or Kiggyar) next to the target.</source>
        <translation>Short: pick helpers (your infantry or Kiggyar) next to the target.</translation>
    </message>
    <message>
        <source>Attack: honour {0} against {1}. {2}</source>
        <translation>Attack: honour {0} against {1}. {2}</translation>
    </message>
    <message>
        <source>The pyramid</source>
        <translation>The pyramid</translation>
    </message>
    <message>
        <source>⟲ Turn</source>
        <translation>⟲ Turn</translation>
    </message>
    <message>
        <source>A quarter turn to the left ([ or Page Up)</source>
        <translation>A quarter turn to the left ([ or Page Up)</translation>
    </message>
    <message>
        <source>Turn ⟳</source>
        <translation>Turn ⟳</translation>
    </message>
    <message>
        <source>A quarter turn to the right (] or Page Down)</source>
        <translation>A quarter turn to the right (] or Page Down)</translation>
    </message>
    <message>
        <source>My face</source>
        <translation>My face</translation>
    </message>
    <message>
        <source>Turn the pyramid back to your own face</source>
        <translation>Turn the pyramid back to your own face</translation>
    </message>
    <message>
        <source>Flat map</source>
        <translation>Flat map</translation>
    </message>
    <message>
        <source>The four levels side by side, seen from above</source>
        <translation>The four levels side by side, seen from above</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Spawn a Trooper</source>
        <translation>Spawn a Trooper</translation>
    </message>
    <message>
        <source>Then click a free hex next to three of your infantry (or right-click the hex)</source>
        <translation>Then click a free hex next to three of your infantry (or right-click the hex)</translation>
    </message>
    <message>
        <source>Wraith ⟲</source>
        <translation>Wraith ⟲</translation>
    </message>
    <message>
        <source>Turn the Wraith 60 degrees to the left</source>
        <translation>Turn the Wraith 60 degrees to the left</translation>
    </message>
    <message>
        <source>Wraith ⟳</source>
        <translation>Wraith ⟳</translation>
    </message>
    <message>
        <source>Turn the Wraith 60 degrees to the right</source>
        <translation>Turn the Wraith 60 degrees to the right</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Finish the attack</source>
        <translation>Finish the attack</translation>
    </message>
</context>
<context>
    <name>JaheijagajReading</name>
    <message numerus="yes">
        <source>{0}, with %n helper(s)</source>
        <translation>
            <numerusform>{0}, with %n helper</numerusform>
            <numerusform>{0}, with %n helpers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JaheijagajReasons</name>
    <message>
        <source>that hex is hidden from you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no piece of yours on that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that {0} is not yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Kiggyar belong to nobody: they only join attacks as helpers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wraith is moved from its centre hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that {0} has no free hex to go to and nothing to attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Wraith has no room to move, turn or charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may pass only when you have no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick your Wraith before turning it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a Wraith turns: infantry walks from hex to hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that cannot come next in this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules of Jaheijagaj allow no such move here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a path cannot cross the same hex twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall stands between the levels: use a lift to climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall stands between the levels: use a hole to go down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go one hex at a time: each hex of the path must touch the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too far for that {0}: infantry moves at most four steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free way leads there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that hex is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the landing of that lift or hole is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lift or a hole takes the piece straight to its landing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry cannot attack a Wraith: only surrounding it destroys it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too far to attack: the attacker takes at most two steps, the last onto its target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough honour against that {0}, even with helpers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attack has honour enough already: no more helpers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick a helper: one of your infantry or a Kiggyar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only your own infantry or the Kiggyar can help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wraith cannot help an attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that piece is in this attack already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a helper moves at most two steps, to a hex next to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a helper must end next to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a helper stands next to the target, not on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all ten of your Troopers are on the board already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to spawn you need three of your infantry in a connected chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new Trooper cannot stand on a lift or a hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new Trooper goes next to a chain of three of your infantry, on its level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wraith must keep all four hexes on level 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pieces stand in the Wraith&apos;s way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Wraith cannot charge: infantry stands next to it ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a charge must land on at least one enemy piece you can see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wraith goes straight ahead only: one hex, or a charge of two or three; turn it first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Jikaida</name>
    <message>
        <source>{0} {1}</source>
        <comment>colour, piece</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} Fluttember: the King on {1} and the {2} on {3} change places</source>
        <translation>{0} Fluttember: the King on {1} and the {2} on {3} change places</translation>
    </message>
    <message>
        <source>{0} vaults {1}</source>
        <translation>{0} vaults {1}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>piece, squares</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}, takes {1}</source>
        <translation>{0}, takes {1}</translation>
    </message>
    <message>
        <source>{0}, promoted to {1}</source>
        <translation>{0}, promoted to {1}</translation>
    </message>
</context>
<context>
    <name>JikaidaReasons</name>
    <message>
        <source>King</source>
        <translation type="unfinished">King</translation>
    </message>
    <message>
        <source>Pallan</source>
        <translation type="unfinished">Pallan</translation>
    </message>
    <message>
        <source>Kapt</source>
        <translation type="unfinished">Kapt</translation>
    </message>
    <message>
        <source>Chuktar</source>
        <translation type="unfinished">Chuktar</translation>
    </message>
    <message>
        <source>Jiktar</source>
        <translation type="unfinished">Jiktar</translation>
    </message>
    <message>
        <source>Hikdar</source>
        <translation type="unfinished">Hikdar</translation>
    </message>
    <message>
        <source>Paktun</source>
        <translation type="unfinished">Paktun</translation>
    </message>
    <message>
        <source>Deldar</source>
        <translation type="unfinished">Deldar</translation>
    </message>
    <message>
        <source>Swod</source>
        <translation type="unfinished">Swod</translation>
    </message>
    <message>
        <source>choose a square of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no piece on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece on {0} is not yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {0} on {1} has no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move cannot end where it began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a Pallan may capture a piece of its own side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Pallan never captures its own King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {0} cannot move that way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path is blocked at {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {0} crosses a front only from a square beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {0} may cross only one front that it did not start beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Swod moves only forward, straight ahead or diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Swod moves two or three squares only on its first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even on its first move a Swod goes at most three squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Swod never captures straight ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Swod cannot capture a Propt Swod (one beside a Deldar of its own side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Deldar moves twice in one turn only on its first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Paktun leaps twice in one turn only on its first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first part of the move must end on an empty square: a capture ends the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pallan cannot reach that square, even with its one change of path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vault needs a line of at least {0} pieces to jump along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vault comes down on the first empty square after the line, {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vault captures only after passing three pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Swod vaults only forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in Drak&apos;s City every move must include a vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in Drak&apos;s City only a Pallan captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this move would leave your King in Kaida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any move of this piece would leave your King in Kaida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your King is in Kaida and this move does not end it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your King would be in Kaida on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your King is in Kaida and no move of this piece ends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you no longer have the King&apos;s Fluttember (once per game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the Fluttember the King must stand on its starting square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the Fluttember the {0} must stand on the square where it began the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the King cannot make the Fluttember while in Kaida</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the King cannot change places onto an attacked square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here a Swod can become only a {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Swod may become any piece but a King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the piece the Swod becomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a Swod reaching the far rank is promoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move is already complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {0} cannot reach that square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnowledgeWizard</name>
    <message>
        <source>Knowledge check</source>
        <translation>Knowledge check</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Board</source>
        <translation type="unfinished">Board</translation>
    </message>
    <message>
        <source>This lesson&apos;s file in your language could not be read, so the lesson is shown in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One right move: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on, or click the piece again (or press Enter) to stop here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not there: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit the lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>that move is allowed, but it is not what this step asks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move is not finished yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move stops short of what this step asks for: go on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Se&amp;ttings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>Offer a &amp;Draw</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Flip Board</translation>
    </message>
    <message>
        <source>&amp;Cell Names</source>
        <translation>&amp;Cell Names</translation>
    </message>
    <message>
        <source>&amp;Evaluation Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view the Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Stop the Jumps Here</source>
        <translation>&amp;Stop the Jumps Here</translation>
    </message>
    <message>
        <source>&amp;Cancel the Bot</source>
        <translation>&amp;Cancel the Bot</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;About Boardroom</source>
        <translation>&amp;About Boardroom</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>System Default</translation>
    </message>
    <message>
        <source>&amp;Region Coordinates</source>
        <translation>&amp;Region Coordinates</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Unsaved game</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
    </message>
    <message numerus="yes">
        <source>Continuing the last game: its %n move(s) are being checked…</source>
        <translation>
            <numerusform>Continuing the last game: its %n move is being checked…</numerusform>
            <numerusform>Continuing the last game: its %n moves are being checked…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot continue</source>
        <translation>Cannot continue</translation>
    </message>
    <message>
        <source>The last game could not be restored.</source>
        <translation>The last game could not be restored.</translation>
    </message>
    <message>
        <source>This game has changes that are not saved. Save them first?</source>
        <translation>This game has changes that are not saved. Save them first?</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Open a Game</translation>
    </message>
    <message>
        <source>Boardroom games (*{0});;All files (*)</source>
        <translation>Boardroom games (*{0});;All files (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message numerus="yes">
        <source>Opening “{0}”: its %n move(s) are being checked…</source>
        <translation>
            <numerusform>Opening “{0}”: its %n move is being checked…</numerusform>
            <numerusform>Opening “{0}”: its %n moves are being checked…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished">Cancel</translation>
    </message>
    <message>
        <source>This game of the record is damaged and cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Save the Game</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Cannot save the game</translation>
    </message>
    <message>
        <source>“{0}” cannot be written: {1}</source>
        <translation>“{0}” cannot be written: {1}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Resign this game as {0}?</source>
        <translation>Resign this game as {0}?</translation>
    </message>
    <message>
        <source>{0} offers a draw: you are asked to answer.</source>
        <translation>{0} offers a draw: you are asked to answer.</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Draw offered</translation>
    </message>
    <message>
        <source>{0} offers a draw. {1}, do you accept?</source>
        <translation>{0} offers a draw. {1}, do you accept?</translation>
    </message>
    <message>
        <source>Draw declined</source>
        <translation>Draw declined</translation>
    </message>
    <message>
        <source>{0} declines the draw.</source>
        <translation>{0} declines the draw.</translation>
    </message>
    <message>
        <source>The bot declines the draw.</source>
        <translation>The bot declines the draw.</translation>
    </message>
    <message>
        <source>About Boardroom</source>
        <translation>About Boardroom</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Boardroom {0}&lt;/h3&gt;&lt;p&gt;Unusual board games for two or more players, at one computer or against bots.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Boardroom {0}&lt;/h3&gt;&lt;p&gt;Unusual board games for two or more players, at one computer or against bots.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boardroom cannot write in its data folder, “{0}” ({1}). You can play, but the autosave (Continue last game) and the record of games are off until the folder can be written. Games can still be saved with Save As, in another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of your past games could not be read, so a new one has been started. The old file was kept as “{0}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of your past games, “{0}”, was deleted while Boardroom was running. A new one has been started with the games finished since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of your past games, “{0}”, was emptied while Boardroom was running. A new one has been started with the games finished since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your finished games cannot be recorded: the record of games, “{0}”, cannot be written ({1}). They are kept until it can be, as long as Boardroom stays open; Boardroom tries again every half minute.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveButtons</name>
    <message>
        <source>Start position</source>
        <translation>Start position</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Previous move</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Next move</translation>
    </message>
    <message>
        <source>Last move (back to the game)</source>
        <translation>Last move (back to the game)</translation>
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
        <translation>Start</translation>
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
        <translation>Move</translation>
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
        <translation>Jump over your own pieces to stack on the enemy&apos;s and reach their back rank.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Board size</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move limit (0 = off)</source>
        <translation>Move limit (0 = off)</translation>
    </message>
    <message>
        <source>Standard (side 6, 91 cells)</source>
        <translation>Standard (side 6, 91 cells)</translation>
    </message>
    <message>
        <source>Small (side 5, 61 cells)</source>
        <translation>Small (side 5, 61 cells)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
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
        <translation>Chess from the world of Kregen on twelve by eighteen squares: vault along lines of pieces, cross the fronts, trap the enemy King. With three short drills.</translation>
    </message>
    <message>
        <source>Holochess as a duel of narrative dice: two characters risk their pieces round by round, and their skills decide the roll.</source>
        <translation>Holochess as a duel of narrative dice: two characters risk their pieces round by round, and their skills decide the roll.</translation>
    </message>
    <message>
        <source>Feudal Japan on hexes: two moves a turn, every troop kills some and fears others, and a Ninja waits in secret to ambush.</source>
        <translation>Feudal Japan on hexes: two moves a turn, every troop kills some and fears others, and a Ninja waits in secret to ambush.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>First to move</translation>
    </message>
    <message>
        <source>Red&apos;s character</source>
        <translation>Red&apos;s character</translation>
    </message>
    <message>
        <source>Blue&apos;s character</source>
        <translation>Blue&apos;s character</translation>
    </message>
    <message>
        <source>Advantage and threat effects</source>
        <translation>Advantage and threat effects</translation>
    </message>
    <message>
        <source>Pieces per player</source>
        <translation>Pieces per player</translation>
    </message>
    <message>
        <source>Setting pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary or secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjusting the set pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poron Jikaida (12 × 18 squares)</source>
        <translation>Poron Jikaida (12 × 18 squares)</translation>
    </message>
    <message>
        <source>Drill: Pastang (one drin, Swods and Deldars)</source>
        <translation>Drill: Pastang (one drin, Swods and Deldars)</translation>
    </message>
    <message>
        <source>Drill: Stikitche (King and Pallan)</source>
        <translation>Drill: Stikitche (King and Pallan)</translation>
    </message>
    <message>
        <source>Drill: Drak&apos;s City (vaults only)</source>
        <translation>Drill: Drak&apos;s City (vaults only)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Drawn at random</translation>
    </message>
    <message>
        <source>Red attacks first</source>
        <translation>Red attacks first</translation>
    </message>
    <message>
        <source>Blue attacks first</source>
        <translation>Blue attacks first</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Off (the basic game)</source>
        <translation>Off (the basic game)</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>{0} has more pieces on the opponent&apos;s back rank than {1} has on theirs.</source>
        <translation>{0} has more pieces on the opponent&apos;s back rank than {1} has on theirs.</translation>
    </message>
    <message>
        <source>{1} has no legal move left.</source>
        <translation>{1} has no legal move left.</translation>
    </message>
    <message>
        <source>{1} resigned.</source>
        <translation>{1} resigned.</translation>
    </message>
    <message>
        <source>The players agreed to a draw.</source>
        <translation>The players agreed to a draw.</translation>
    </message>
    <message>
        <source>Drawn: the move limit was reached.</source>
        <translation>Drawn: the move limit was reached.</translation>
    </message>
    <message>
        <source>&amp;Drin Coordinates</source>
        <translation>&amp;Drin Coordinates</translation>
    </message>
    <message>
        <source>Hyrkaida: the King of {1} is in Kaida and cannot escape.</source>
        <translation>Hyrkaida: the King of {1} is in Kaida and cannot escape.</translation>
    </message>
    <message>
        <source>Tikaida: {1} has no legal move and loses (half a point to {0}).</source>
        <translation>Tikaida: {1} has no legal move and loses (half a point to {0}).</translation>
    </message>
    <message>
        <source>Nikaida: {1} was left with a lone King and could not reduce {0} to a lone King too (half a point to {0}).</source>
        <translation>Nikaida: {1} was left with a lone King and could not reduce {0} to a lone King too (half a point to {0}).</translation>
    </message>
    <message>
        <source>Nikaida: only the two Kings are left. Drawn, half a point each.</source>
        <translation>Nikaida: only the two Kings are left. Drawn, half a point each.</translation>
    </message>
    <message>
        <source>{1} has no pieces left.</source>
        <translation>{1} has no pieces left.</translation>
    </message>
    <message>
        <source>{1} has neither a Pallan nor a Swod left.</source>
        <translation>{1} has neither a Pallan nor a Swod left.</translation>
    </message>
    <message>
        <source>Vault that takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} has no piece left.</source>
        <translation>{1} has no piece left.</translation>
    </message>
    <message>
        <source>{1}&apos;s character is incapacitated: its strain went beyond its threshold.</source>
        <translation>{1}&apos;s character is incapacitated: its strain went beyond its threshold.</translation>
    </message>
    <message>
        <source>{1} lost the Shogun.</source>
        <translation>{1} lost the Shogun.</translation>
    </message>
    <message>
        <source>{1} lost all three Samurai.</source>
        <translation>{1} lost all three Samurai.</translation>
    </message>
    <message>
        <source>{1} lost all six Ashigaru.</source>
        <translation>{1} lost all six Ashigaru.</translation>
    </message>
    <message>
        <source>Forced surrender: whatever {1} played, {0} could kill the Shogun next turn.</source>
        <translation>Forced surrender: whatever {1} played, {0} could kill the Shogun next turn.</translation>
    </message>
    <message>
        <source>The Shogun&apos;s fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>{0} wins</translation>
    </message>
    <message>
        <source>{0} win</source>
        <translation>{0} win</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Score: {0}</translation>
    </message>
    <message>
        <source>Jaheijagaj</source>
        <translation>Jaheijagaj</translation>
    </message>
    <message>
        <source>Two to four warbands on a stepped pyramid with lifts and holes: honour decides every fight, Wraith tanks charge, and nobody sees round the corners.</source>
        <translation>Two to four warbands on a stepped pyramid with lifts and holes: honour decides every fight, Wraith tanks charge, and nobody sees round the corners.</translation>
    </message>
    <message>
        <source>End the game after 30 rounds without a piece removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: the most infantry honour then wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 rounds passed without a piece removed: {0} has the most infantry honour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn between the players with the most infantry honour: 30 rounds passed without a piece removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is the last player left in the game.</source>
        <translation>{0} is the last player left in the game.</translation>
    </message>
    <message>
        <source>{0} is the last player left in the game: the last other resigned.</source>
        <translation>{0} is the last player left in the game: the last other resigned.</translation>
    </message>
    <message>
        <source>Drawn: no player is left in the game.</source>
        <translation>Drawn: no player is left in the game.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ganging up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wraith charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation type="unfinished">Wraith</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation type="unfinished">Promotion</translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wipe-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished">{0}: {1}</translation>
    </message>
    <message>
        <source>{0} to play: win material.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to play: win the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to play: put {1} out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not the answer. After {1}, {2} is out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to play: find the choice with the best chance of winning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to play: find the best move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not the answer. This loses material ({2}) to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not the answer. This loses material to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not the answer. This loses the game to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not the answer, because of the reply {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>{0} loses {1}</source>
        <translation>{0} loses {1}</translation>
    </message>
    <message>
        <source>Net advantage</source>
        <translation>Net advantage</translation>
    </message>
    <message>
        <source>Net threat</source>
        <translation>Net threat</translation>
    </message>
    <message>
        <source>A Triumph</source>
        <translation>A Triumph</translation>
    </message>
    <message>
        <source>A Despair</source>
        <translation>A Despair</translation>
    </message>
    <message>
        <source>exactly {0}/{1}</source>
        <translation>exactly {0}/{1}</translation>
    </message>
    <message>
        <source>{0} loses</source>
        <translation>{0} loses</translation>
    </message>
    <message>
        <source>Against a</source>
        <translation>Against a</translation>
    </message>
    <message>
        <source>primary attack</source>
        <translation>primary attack</translation>
    </message>
    <message>
        <source>secondary attack</source>
        <translation>secondary attack</translation>
    </message>
</context>
<context>
    <name>Onager</name>
    <message>
        <source>{0} places a lake on {1}</source>
        <translation>{0} places a lake on {1}</translation>
    </message>
    <message>
        <source>{0} jumps {1} to {2}</source>
        <translation>{0} jumps {1} to {2}</translation>
    </message>
    <message>
        <source>{0} moves {1} to {2}</source>
        <translation>{0} moves {1} to {2}</translation>
    </message>
    <message>
        <source>{0}, onto a piece of {1}</source>
        <translation>{0}, onto a piece of {1}</translation>
    </message>
</context>
<context>
    <name>OnagerReading</name>
    <message numerus="yes">
        <source>{0} jumps {1} to {2} (%n jump(s))</source>
        <translation>
            <numerusform>{0} jumps {1} to {2} (%n jump)</numerusform>
            <numerusform>{0} jumps {1} to {2} (%n jumps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnagerReasons</name>
    <message>
        <source>no lake may be placed on the centre hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a lake on that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lake goes only on an empty hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing a lake takes a single hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is not a hex of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lakes never move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no piece on that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your disc there is buried under an enemy piece and cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that piece belongs to your opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this piece can neither walk nor jump anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece must leave its hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece cannot walk onto a lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece walks only onto an empty hex: it reaches other pieces by jumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a walk is the whole move: walking and jumping never mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that hex is neither next to the piece nor on one of its three lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump lands as far beyond its pivot as it started before it, so it always covers an even number of hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lake lies between the jumper and its pivot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece stands between the jumper and its pivot: only empty hexes may lie between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump needs one of your pieces halfway to the landing hex, as its pivot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lake cannot serve as a pivot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only your own pieces can serve as pivots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump cannot land on a lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump never lands on one of your own pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump that lands on an empty hex ends the move: only a landing on an enemy piece allows another jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after a jump the piece may only jump again, never walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chain of jumps never lands twice on the same hex, nor back on the hex it started from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules of Onager allow no such move here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>King</source>
        <translation>King</translation>
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
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Shogun</source>
        <translation>Shogun</translation>
    </message>
    <message>
        <source>Samurai</source>
        <translation>Samurai</translation>
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
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Trooper</source>
        <translation>Trooper</translation>
    </message>
    <message>
        <source>Spec Ops</source>
        <translation>Spec Ops</translation>
    </message>
    <message>
        <source>Honour Guard</source>
        <translation>Honour Guard</translation>
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
        <translation>The Swod is promoted. Choose its new rank:</translation>
    </message>
</context>
<context>
    <name>PuzzleLayout</name>
    <message>
        <source>{0} ({1})</source>
        <translation type="unfinished">{0} ({1})</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating: {0} ({1:+d})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glicko-2 rating at this game&apos;s puzzles: {0}, deviation {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak: {0} (best: {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzles here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle sets are installed with this copy of Boardroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Close</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished">&amp;Hint</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleStats</name>
    <message>
        <source>Streak: {0} solved in a row (best: {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles tried: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ± {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game and theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your puzzle rating in each game (Glicko-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle tried yet: Help &gt; Puzzles poses puzzles from real games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Right! Go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation type="unfinished">That move is not possible.</translation>
    </message>
    <message>
        <source>{0}: not the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not the answer. The reply is coming…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the piece to move is ringed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: {0}. Play it to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the whole answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved! (Tried before: your rating stays as it was.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved, with a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on, or click the piece again (or press Enter) to stop here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: {0} · puzzle rated {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PyramidBoardScene</name>
    <message>
        <source>Level {0}</source>
        <translation>Level {0}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules allow no such move here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <source>the file or its folder is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished">Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished">Moves</translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left unfinished for more than a day.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>A blunder: this move gave away much of the player&apos;s chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mistake: this move gave away some of the player&apos;s chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot would play {0} (select the move to see it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {0} was a blunder; the bot would play {1} here (drawn on the board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {0} was a mistake; the bot would play {1} here (drawn on the board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: no mistakes found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: blunders ({0}): {1} · mistakes ({2}): {3}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Game review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot is looking at every position of the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished">Cancel</translation>
    </message>
</context>
<context>
    <name>Rival</name>
    <message>
        <source>{0} {1}</source>
        <comment>colour, piece</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} places the {1} on {2}</source>
        <comment>before a vowel</comment>
        <translation type="unfinished">{0} places the {1} on {2}</translation>
    </message>
    <message>
        <source>{0} places the {1} on {2}</source>
        <translation>{0} places the {1} on {2}</translation>
    </message>
    <message>
        <source>{0} hides the Ninja in secret</source>
        <translation>{0} hides the Ninja in secret</translation>
    </message>
    <message>
        <source>{0} hides the Ninja on {1}</source>
        <translation>{0} hides the Ninja on {1}</translation>
    </message>
    <message>
        <source>{0} reveals the Ninja on {1}</source>
        <translation>{0} reveals the Ninja on {1}</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passes</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>piece, hexes</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}, kills {1}</source>
        <comment>before a vowel</comment>
        <translation type="unfinished">{0}, kills {1}</translation>
    </message>
    <message>
        <source>{0}, kills {1}</source>
        <translation>{0}, kills {1}</translation>
    </message>
</context>
<context>
    <name>RivalBoard</name>
    <message>
        <source>{0}&apos;s {1}</source>
        <translation>{0}&apos;s {1}</translation>
    </message>
    <message>
        <source>Ambush on {0}! {1}&apos;s Ninja sprang out of hiding and killed {2}.</source>
        <translation>Ambush on {0}! {1}&apos;s Ninja sprang out of hiding and killed {2}.</translation>
    </message>
    <message>
        <source>was hiding here</source>
        <translation>was hiding here</translation>
    </message>
    <message>
        <source>hidden: only you see it</source>
        <translation>hidden: only you see it</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>ambush</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>not hidden yet</source>
        <translation>not hidden yet</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>revealed</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>killed</translation>
    </message>
    <message>
        <source>Pieces to place: {0}</source>
        <translation>Pieces to place: {0}</translation>
    </message>
    <message>
        <source>Samurai {0}/3 · Ashigaru {1}/6 · Ninja: {2}</source>
        <translation>Samurai {0}/3 · Ashigaru {1}/6 · Ninja: {2}</translation>
    </message>
    <message>
        <source>{0}: place a piece on your territory, rows {1} (choose it on the right, then click a hex)</source>
        <translation>{0}: place a piece on your territory, rows {1} (choose it on the right, then click a hex)</translation>
    </message>
    <message>
        <source>{0}: choose in secret the hex where your Ninja hides, rows {1}</source>
        <translation>{0}: choose in secret the hex where your Ninja hides, rows {1}</translation>
    </message>
    <message>
        <source>{0}: no piece can move: pass (or reveal your Ninja)</source>
        <translation>{0}: no piece can move: pass (or reveal your Ninja)</translation>
    </message>
    <message>
        <source>{0}: first move of your turn: click a piece, then where it goes</source>
        <translation>{0}: first move of your turn: click a piece, then where it goes</translation>
    </message>
    <message>
        <source>{0}: second move, with another piece</source>
        <translation>{0}: second move, with another piece</translation>
    </message>
</context>
<context>
    <name>RivalPanel</name>
    <message>
        <source>Place for me</source>
        <translation>Place for me</translation>
    </message>
    <message>
        <source>Place the rest of your army in a sound formation, one piece at each of your turns of the setup</source>
        <translation>Place the rest of your army in a sound formation, one piece at each of your turns of the setup</translation>
    </message>
    <message>
        <source>Hide it for me</source>
        <translation>Hide it for me</translation>
    </message>
    <message>
        <source>Let the app choose a hiding hex at random, mostly in the middle rows</source>
        <translation>Let the app choose a hiding hex at random, mostly in the middle rows</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>None of your pieces can move</source>
        <translation>None of your pieces can move</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>Setup: {0} places the army</source>
        <translation>Setup: {0} places the army</translation>
    </message>
    <message>
        <source>Placing your army for you, one piece at each of your turns.</source>
        <translation>Placing your army for you, one piece at each of your turns.</translation>
    </message>
    <message>
        <source>Choose a piece, then click a free hex of your territory (rows {0}), or drag the piece there. Both players place one piece at a time.</source>
        <translation>Choose a piece, then click a free hex of your territory (rows {0}), or drag the piece there. Both players place one piece at a time.</translation>
    </message>
    <message>
        <source>Setup: {0} hides the Ninja</source>
        <translation>Setup: {0} hides the Ninja</translation>
    </message>
    <message>
        <source>Click the hex where your Ninja waits in secret: rows {0}, your territory or no-man&apos;s-land. An enemy piece that ends its turn there is killed.</source>
        <translation>Click the hex where your Ninja waits in secret: rows {0}, your territory or no-man&apos;s-land. An enemy piece that ends its turn there is killed.</translation>
    </message>
    <message>
        <source>{0} to play: move {1} of 2</source>
        <translation>{0} to play: move {1} of 2</translation>
    </message>
    <message>
        <source>Move two different pieces, one after the other. Click a piece: its destinations light up; point at one to see the way.</source>
        <translation>Move two different pieces, one after the other. Click a piece: its destinations light up; point at one to see the way.</translation>
    </message>
    <message>
        <source>Now move another piece.</source>
        <translation>Now move another piece.</translation>
    </message>
    <message>
        <source>{0}&apos;s Ninja was hiding on {1}.</source>
        <translation>{0}&apos;s Ninja was hiding on {1}.</translation>
    </message>
    <message>
        <source>{0}&apos;s Ninja hides on {1}, drawn faintly: only {0} sees it.</source>
        <translation>{0}&apos;s Ninja hides on {1}, drawn faintly: only {0} sees it.</translation>
    </message>
    <message>
        <source>{0}
× {1}</source>
        <translation>{0}
× {1}</translation>
    </message>
    <message>
        <source>{0} left to place: {1}. Click, then click a hex; or drag it to a hex.</source>
        <translation>{0} left to place: {1}. Click, then click a hex; or drag it to a hex.</translation>
    </message>
    <message>
        <source>Reveal the Ninja on {0}</source>
        <translation>Reveal the Ninja on {0}</translation>
    </message>
    <message>
        <source>Bring your Ninja out as this move; it can move from your next turn on</source>
        <translation>Bring your Ninja out as this move; it can move from your next turn on</translation>
    </message>
    <message>
        <source>Last turn of {0}: {1}</source>
        <translation>Last turn of {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RivalReasons</name>
    <message>
        <source>Shogun</source>
        <translation type="unfinished">Shogun</translation>
    </message>
    <message>
        <source>Samurai</source>
        <translation type="unfinished">Samurai</translation>
    </message>
    <message>
        <source>Ashigaru</source>
        <translation type="unfinished">Ashigaru</translation>
    </message>
    <message>
        <source>Ninja</source>
        <translation type="unfinished">Ninja</translation>
    </message>
    <message>
        <source>nothing moves during the setup: place your pieces, then hide the Ninja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>during the setup, choose the piece first, then its hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja hides only once your ten other pieces are placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your ten pieces are placed: now hide the Ninja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you have no {0} left to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pieces are placed on your own territory, rows {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece already stands on that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja may not hide in the enemy&apos;s territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja hides only on an empty hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a hex of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that move is already complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pieces are placed only during the setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may pass only when none of your pieces can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your Ninja is no longer in hiding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja&apos;s hiding hex must be empty for it to appear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja can appear only on its hiding hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja cannot move while hidden: reveal it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no piece of yours on that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that {0} belongs to your opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ninja has just appeared: it cannot move in the same turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this {0} has already moved this turn: the second move is another piece&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this {0} has nowhere to go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece must leave its hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Shogun moves only to a neighbouring hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {0} moves at most two hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of your own pieces stands on that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your hidden Ninja holds that hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {0} cannot kill a {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece may not go back to the hex it left on your previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every way there passes through a piece, and no piece passes through another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the way there passes through your hidden Ninja, which stands in the way of your own pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules of Rival allow no such move here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollPage</name>
    <message>
        <source>The roll</source>
        <translation>The roll</translation>
    </message>
    <message>
        <source>The check rolls {0}.</source>
        <translation>The check rolls {0}.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Roll the dice</translation>
    </message>
    <message>
        <source>Failed, but the roll shows a Triumph or 3 or more net advantages: you may roll again, one difficulty die upgraded.</source>
        <translation>Failed, but the roll shows a Triumph or 3 or more net advantages: you may roll again, one difficulty die upgraded.</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Re-roll</translation>
    </message>
    <message numerus="yes">
        <source>Success: %n Dejarik rank(s) earned.</source>
        <translation>
            <numerusform>Success: %n Dejarik rank earned.</numerusform>
            <numerusform>Success: %n Dejarik ranks earned.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed, and no more re-rolls: no Dejarik rank.</source>
        <translation>Failed, and no more re-rolls: no Dejarik rank.</translation>
    </message>
    <message>
        <source>Failed: the character has no Dejarik rank.</source>
        <translation>Failed: the character has no Dejarik rank.</translation>
    </message>
    <message>
        <source>Roll {0}:</source>
        <translation>Roll {0}:</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>The rules of this game are not available.</translation>
    </message>
    <message>
        <source>Rules of {0}</source>
        <translation>Rules of {0}</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Bot ({0})</source>
        <translation>Bot ({0})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
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
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>&amp;Sounds for moves, turns and refused clicks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A s&amp;hape for each seat on its pieces and card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger words on the board, the status line, the seat cards and the hand-over screen, to read from across the room (with View &gt; Full Screen, F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animated moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideArea</name>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
</context>
<context>
    <name>SpendingWidget</name>
    <message numerus="yes">
        <source>%n advantage(s)</source>
        <translation>
            <numerusform>%n advantage</numerusform>
            <numerusform>%n advantages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Triumph(s)</source>
        <translation>
            <numerusform>%n Triumph</numerusform>
            <numerusform>%n Triumphs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Limit Rule: each one-advantage effect at most %n time(s) with advantages.</source>
        <translation>
            <numerusform>Limit Rule: each one-advantage effect at most %n time with advantages.</numerusform>
            <numerusform>Limit Rule: each one-advantage effect at most %n times with advantages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n threat(s)</source>
        <translation>
            <numerusform>%n threat</numerusform>
            <numerusform>%n threats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Despair(s)</source>
        <translation>
            <numerusform>%n Despair</numerusform>
            <numerusform>%n Despairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Limit Rule: each one-threat effect at most %n time(s) with threats.</source>
        <translation>
            <numerusform>Limit Rule: each one-threat effect at most %n time with threats.</numerusform>
            <numerusform>Limit Rule: each one-threat effect at most %n times with threats.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left to spend: {0}</source>
        <translation>Left to spend: {0}</translation>
    </message>
    <message>
        <source>Left to spend: {0} and {1}</source>
        <translation>Left to spend: {0} and {1}</translation>
    </message>
    <message>
        <source>Plan: {0}</source>
        <translation>Plan: {0}</translation>
    </message>
    <message>
        <source>Plan: nothing yet (unspent symbols are lost).</source>
        <translation>Plan: nothing yet (unspent symbols are lost).</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Spend</translation>
    </message>
    <message>
        <source>Spend nothing</source>
        <translation>Spend nothing</translation>
    </message>
    <message>
        <source>Buy with a Triumph</source>
        <translation>Buy with a Triumph</translation>
    </message>
    <message>
        <source>Buy with a Despair</source>
        <translation>Buy with a Despair</translation>
    </message>
    <message numerus="yes">
        <source>Buy with %n advantage(s)</source>
        <translation>
            <numerusform>Buy with %n advantage</numerusform>
            <numerusform>Buy with %n advantages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy with %n threat(s)</source>
        <translation>
            <numerusform>Buy with %n threat</numerusform>
            <numerusform>Buy with %n threats</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
</context>
<context>
    <name>SplitPage</name>
    <message>
        <source>Dejarik Attack ranks:</source>
        <translation>Dejarik Attack ranks:</translation>
    </message>
    <message>
        <source>Dejarik Defence ranks:</source>
        <translation>Dejarik Defence ranks:</translation>
    </message>
    <message>
        <source>Share the ranks</source>
        <translation>Share the ranks</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) to share between Dejarik Attack and Dejarik Defence.</source>
        <translation>
            <numerusform>%n rank to share between Dejarik Attack and Dejarik Defence.</numerusform>
            <numerusform>%n ranks to share between Dejarik Attack and Dejarik Defence.</numerusform>
        </translation>
    </message>
    <message>
        <source>No rank was earned: Dejarik Attack and Defence stay at 0.</source>
        <translation>No rank was earned: Dejarik Attack and Defence stay at 0.</translation>
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
        <translation>empty</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Name of {0}</source>
        <translation>Name of {0}</translation>
    </message>
    <message>
        <source>Human or bot: {0}</source>
        <translation>Human or bot: {0}</translation>
    </message>
    <message>
        <source>Bot level: {0}</source>
        <translation>Bot level: {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Number of players:</translation>
    </message>
    <message>
        <source>&amp;More options</source>
        <translation>&amp;More options</translation>
    </message>
    <message>
        <source>Read the &amp;rules</source>
        <translation>Read the &amp;rules</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>&amp;Continue last game</source>
        <translation>&amp;Continue last game</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
</context>
<context>
    <name>StatsCharts</name>
    <message>
        <source>Your score against each bot level, over your last {0} games (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game lengths: number of games by moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seat&apos;s score (%), with its margin; the line is an equal share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line yet: one appears for a bot level after two finished games of one person against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chart yet: it needs two finished games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bar yet: a game needs two finished games with the same seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Reading {0} games…</source>
        <translation>Reading {0} games…</translation>
    </message>
    <message numerus="yes">
        <source>The record of games, “{0}”, cannot be written ({1}): %n finished game(s) wait to be written.</source>
        <translation>
            <numerusform>The record of games, “{0}”, cannot be written ({1}): %n finished game waits to be written.</numerusform>
            <numerusform>The record of games, “{0}”, cannot be written ({1}): %n finished games wait to be written.</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games: {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished">Cannot open the game</translation>
    </message>
    <message>
        <source>This game is no longer in the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” cannot be written: {1}</source>
        <translation type="unfinished">“{0}” cannot be written: {1}</translation>
    </message>
    <message>
        <source>Statistics — Boardroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Past games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;uzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People (same screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by a bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
