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
        <translation>Au fond adverse&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}: place a lake on any empty cell but the centre</source>
        <translation>{0}&#xa0;: posez un lac sur une case libre, sauf au centre</translation>
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
        <source>Blue</source>
        <translation>Bleu</translation>
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
