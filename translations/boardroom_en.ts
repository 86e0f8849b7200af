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
</context>
<context>
    <name>GamePage</name>
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
        <source>Hint: {0}</source>
        <translation>Hint: {0}</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Error: {0}</translation>
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
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the computer to {0}</source>
        <translation>Pass the computer to {0}</translation>
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
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
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
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>System Default</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Unsaved game</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
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
    <message>
        <source>“{0}” cannot be opened: {1}</source>
        <translation>“{0}” cannot be opened: {1}</translation>
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
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
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
        <source>Blue</source>
        <translation>Blue</translation>
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
        <source>More options</source>
        <translation>More options</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Read the rules</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
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
</TS>
