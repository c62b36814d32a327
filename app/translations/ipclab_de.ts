<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Charts</name>
    <message>
        <source>peer: </source>
        <translation>Gegenstelle: </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>n/a (built without libzmq)</source>
        <translation>n. v. (ohne libzmq gebaut)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;IPC Lab %1&lt;/h3&gt;&lt;p&gt;Measures what inter-process communication costs: latency, throughput and lock contention of threads, shared memory, pipes, queues and sockets.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt&lt;/td&gt;&lt;td&gt;%2 (built with %3)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Boost&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ZeroMQ&lt;/td&gt;&lt;td&gt;%5 (mechanisms: %6)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Compiler&lt;/td&gt;&lt;td&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Build&lt;/td&gt;&lt;td&gt;%8&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;IPC Lab %1&lt;/h3&gt;&lt;p&gt;Misst, was Interprozesskommunikation kostet: Latenz, Durchsatz und Sperrkonkurrenz von Threads, Shared Memory, Pipes, Warteschlangen und Sockets.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt&lt;/td&gt;&lt;td&gt;%2 (gebaut mit %3)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Boost&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ZeroMQ&lt;/td&gt;&lt;td&gt;%5 (Mechanismen: %6)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Compiler&lt;/td&gt;&lt;td&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Build&lt;/td&gt;&lt;td&gt;%8&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>About IPC Lab</source>
        <translation>Über IPC Lab</translation>
    </message>
    <message>
        <source>estimating time left…</source>
        <translation>Restzeit wird geschätzt …</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s left</source>
        <translation>noch %1 min %2 s</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>under a second</source>
        <translation>unter einer Sekunde</translation>
    </message>
    <message>
        <source>about %1 s</source>
        <translation>etwa %1 s</translation>
    </message>
    <message>
        <source>about %1 min</source>
        <translation>etwa %1 min</translation>
    </message>
    <message>
        <source>about %1 h</source>
        <translation>etwa %1 h</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>In one process (two threads)</source>
        <translation>In einem Prozess (zwei Threads)</translation>
    </message>
    <message>
        <source>Shared memory (between processes)</source>
        <translation>Gemeinsamer Speicher (zwischen Prozessen)</translation>
    </message>
    <message>
        <source>Kernel objects (between processes)</source>
        <translation>Kernel-Objekte (zwischen Prozessen)</translation>
    </message>
    <message>
        <source>Network (loopback)</source>
        <translation>Netzwerk (Loopback)</translation>
    </message>
    <message>
        <source>Reports' own methods (not communication)</source>
        <translation>Eigene Methoden der Berichte (keine Kommunikation)</translation>
    </message>
    <message>
        <source>Not available here: %1</source>
        <translation>Hier nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Report %1's own method, shown beside the real measurement: not communication.</source>
        <translation>Eigene Methode von Bericht %1, neben der echten Messung gezeigt: keine Kommunikation.</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Wait (default first)</source>
        <translation>Warten (Standard zuerst)</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>Lossy: a message that never arrives is counted as lost.</source>
        <translation>Verlustbehaftet: Eine Nachricht, die nie ankommt, wird als verloren gezählt.</translation>
    </message>
    <message>
        <source>unknown machine</source>
        <translation>unbekannter Rechner</translation>
    </message>
    <message>
        <source>Latency vs size</source>
        <translation>Latenz über Größe</translation>
    </message>
    <message>
        <source>Bars at one size</source>
        <translation>Balken bei einer Größe</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
</context>
<context>
    <name>ipclab::app::Charts</name>
    <message>
        <source>%1 (%2, fastest)</source>
        <translation>%1 (%2, am schnellsten)</translation>
    </message>
    <message>
        <source>%1 (%2 slower)</source>
        <translation>%1 (%2 langsamer)</translation>
    </message>
    <message>
        <source>No successful point to draw as bars</source>
        <translation>Kein erfolgreicher Messpunkt für Balken</translation>
    </message>
    <message>
        <source>No successful point at %1 (measured sizes: %2)</source>
        <translation>Kein erfolgreicher Messpunkt bei %1 (gemessene Größen: %2)</translation>
    </message>
    <message>
        <source>measured here</source>
        <translation>hier gemessen</translation>
    </message>
    <message>
        <source>published in the report</source>
        <translation>im Bericht veröffentlicht</translation>
    </message>
    <message>
        <source>throughput at %1 chunks, mean (%2)</source>
        <translation>Durchsatz bei %1-Blöcken, Mittelwert (%2)</translation>
    </message>
    <message>
        <source>time per acquire + release, median of repetitions (%1)</source>
        <translation>Zeit pro Sperren + Freigeben, Median der Wiederholungen (%1)</translation>
    </message>
    <message>
        <source>one-way latency at %1, median (%2)</source>
        <translation>Einweg-Latenz bei %1, Median (%2)</translation>
    </message>
    <message>
        <source>Throughput at %1 chunks, fastest first</source>
        <translation>Durchsatz bei %1-Blöcken, schnellste zuerst</translation>
    </message>
    <message>
        <source>Lock cost per acquire + release, fastest first</source>
        <translation>Sperrkosten pro Sperren + Freigeben, schnellste zuerst</translation>
    </message>
    <message>
        <source>Time per send at %1, fastest first</source>
        <translation>Zeit pro Senden bei %1, schnellste zuerst</translation>
    </message>
    <message>
        <source>One-way latency at %1, fastest first</source>
        <translation>Einweg-Latenz bei %1, schnellste zuerst</translation>
    </message>
    <message>
        <source>1 point failed and is not shown: </source>
        <translation>1 Messpunkt ist fehlgeschlagen und fehlt: </translation>
    </message>
    <message>
        <source>%1 points failed and are not shown: </source>
        <translation>%1 Messpunkte sind fehlgeschlagen und fehlen: </translation>
    </message>
    <message>
        <source>ping-pong</source>
        <translation>Ping-Pong</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>lock, %1 parties</source>
        <translation>Sperre, %1 Beteiligte</translation>
    </message>
    <message>
        <source>paced, %1 µs idle after each round trip</source>
        <translation>getaktet, %1 µs Pause nach jedem Umlauf</translation>
    </message>
    <message>
        <source>one-sided: report 000's method, nobody receives</source>
        <translation>einseitig: Methode von Bericht 000, niemand empfängt</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>both on one core</source>
        <translation>beide auf einem Kern</translation>
    </message>
    <message>
        <source>on different cores</source>
        <translation>auf verschiedenen Kernen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>image size %1x%2 is out of range (1..20000 pixels)</source>
        <translation>Bildgröße %1x%2 liegt außerhalb des Bereichs (1..20000 Pixel)</translation>
    </message>
    <message>
        <source>dpi %1 is out of range (1..2400)</source>
        <translation>dpi %1 liegt außerhalb des Bereichs (1..2400)</translation>
    </message>
    <message>
        <source>cannot encode PNG for %1: %2</source>
        <translation>PNG für %1 kann nicht kodiert werden: %2</translation>
    </message>
    <message>
        <source>cannot draw SVG for %1</source>
        <translation>SVG für %1 kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>%1 at %2 failed: %3</source>
        <translation>%1 bei %2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>No point of mechanism %1 in these results</source>
        <translation>Kein Messpunkt des Mechanismus %1 in diesen Ergebnissen</translation>
    </message>
    <message>
        <source>%1 %2 has no latency histogram: only ping-pong and paced points record one (and only files written by IPC Lab 0.2 or later)</source>
        <translation>%1 %2 hat kein Latenz-Histogramm: Nur Ping-Pong- und getaktete Messpunkte zeichnen eines auf (und nur Dateien ab IPC Lab 0.2)</translation>
    </message>
    <message>
        <source>No successful point of %1 at %2 (measured: %3)</source>
        <translation>Kein erfolgreicher Messpunkt von %1 bei %2 (gemessen: %3)</translation>
    </message>
    <message>
        <source>any mechanism</source>
        <translation>irgendeinem Mechanismus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>No successful point to show a distribution of</source>
        <translation>Kein erfolgreicher Messpunkt für eine Verteilung</translation>
    </message>
    <message>
        <source>time per send (log scale)</source>
        <translation>Zeit pro Senden (logarithmisch)</translation>
    </message>
    <message>
        <source>one-way latency (log scale)</source>
        <translation>Einweg-Latenz (logarithmisch)</translation>
    </message>
    <message>
        <source>share of samples per bin</source>
        <translation>Anteil der Messwerte je Klasse</translation>
    </message>
    <message>
        <source>cumulative share (CDF)</source>
        <translation>kumulierter Anteil (Verteilungsfunktion)</translation>
    </message>
    <message>
        <source>p50 (median) = %1</source>
        <translation>p50 (Median) = %1</translation>
    </message>
    <message>
        <source>p99 = %1</source>
        <translation>p99 = %1</translation>
    </message>
    <message>
        <source>p99.9 = %1</source>
        <translation>p99,9 = %1</translation>
    </message>
    <message>
        <source>Distribution: %1 at %2</source>
        <translation>Verteilung: %1 bei %2</translation>
    </message>
    <message>
        <source>%L1 samples of %2 repetitions pooled; histogram bins are log-spaced</source>
        <translation>%L1 Messwerte aus %2 Wiederholungen zusammengefasst; Histogrammklassen logarithmisch verteilt</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 (95% CI)</source>
        <translation>%1 (95-%-Konfidenzintervall)</translation>
    </message>
    <message>
        <source>chunk size (both axes log scale)</source>
        <translation>Blockgröße (beide Achsen logarithmisch)</translation>
    </message>
    <message>
        <source>message size (both axes log scale)</source>
        <translation>Nachrichtengröße (beide Achsen logarithmisch)</translation>
    </message>
    <message>
        <source>throughput, mean (%1)</source>
        <translation>Durchsatz, Mittelwert (%1)</translation>
    </message>
    <message>
        <source>time per send, median (%1)</source>
        <translation>Zeit pro Senden, Median (%1)</translation>
    </message>
    <message>
        <source>one-way latency, median (%1)</source>
        <translation>Einweg-Latenz, Median (%1)</translation>
    </message>
    <message>
        <source>Throughput vs chunk size</source>
        <translation>Durchsatz über Blockgröße</translation>
    </message>
    <message>
        <source>Time per send vs message size</source>
        <translation>Zeit pro Senden über Nachrichtengröße</translation>
    </message>
    <message>
        <source>One-way latency vs message size</source>
        <translation>Einweg-Latenz über Nachrichtengröße</translation>
    </message>
    <message>
        <source>Lines: mean over repetitions; shaded: 95% confidence interval (Student's t)</source>
        <translation>Linien: Mittelwert der Wiederholungen; schattiert: 95-%-Konfidenzintervall (Student-t)</translation>
    </message>
    <message>
        <source>Lines: median of all samples; shaded: 95% confidence interval of the repetitions' medians (Student's t)</source>
        <translation>Linien: Median aller Messwerte; schattiert: 95-%-Konfidenzintervall der Mediane der Wiederholungen (Student-t)</translation>
    </message>
    <message>
        <source>Dashed: figures published in the report</source>
        <translation>Gestrichelt: im Bericht veröffentlichte Werte</translation>
    </message>
    <message>
        <source>Dashed: figures published in the report, measured there on %1</source>
        <translation>Gestrichelt: im Bericht veröffentlichte Werte, dort gemessen auf %1</translation>
    </message>
    <message>
        <source>%1 logical cores</source>
        <translation>%1 logische Kerne</translation>
    </message>
    <message>
        <source> (virtual machine)</source>
        <translation> (virtuelle Maschine)</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>Noch nichts gemessen</translation>
    </message>
    <message>
        <source>Every point failed: nothing to draw</source>
        <translation>Alle Messpunkte sind fehlgeschlagen: nichts zu zeichnen</translation>
    </message>
    <message>
        <source>The latency chart needs a ping-pong, paced or one-sided run; this is a %1 run (use the %2 chart)</source>
        <translation>Das Latenzdiagramm braucht einen Ping-Pong-, getakteten oder einseitigen Lauf; dies ist ein Lauf mit Muster %1 (nehmen Sie das Diagramm „%2“)</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>bars</source>
        <translation>Balken</translation>
    </message>
    <message>
        <source>The throughput chart needs a stream run (pattern stream); this is a %1 run</source>
        <translation>Das Durchsatzdiagramm braucht einen Strom-Lauf (Muster Strom); dies ist ein Lauf mit Muster %1</translation>
    </message>
    <message>
        <source>throughput %1 (95% CI %2 – %3)</source>
        <translation>Durchsatz %1 (95-%-KI %2 – %3)</translation>
    </message>
    <message>
        <source>%L1 messages/s</source>
        <translation>%L1 Nachrichten/s</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>Median %1</translation>
    </message>
    <message>
        <source>95% CI of the repetitions' medians: %1 – %2</source>
        <translation>95-%-KI der Mediane der Wiederholungen: %1 – %2</translation>
    </message>
    <message>
        <source>p90 %1 · p99 %2 · p99.9 %3 · max %4</source>
        <translation>p90 %1 · p99 %2 · p99,9 %3 · max. %4</translation>
    </message>
    <message>
        <source>n = %L1 samples</source>
        <translation>n = %L1 Messwerte</translation>
    </message>
    <message>
        <source>%1 repetitions</source>
        <translation>%1 Wiederholungen</translation>
    </message>
    <message>
        <source>CPU per message (me/peer): %1</source>
        <translation>CPU pro Nachricht (ich/Gegenstelle): %1</translation>
    </message>
    <message>
        <source>lost messages: %L1</source>
        <translation>verlorene Nachrichten: %L1</translation>
    </message>
    <message>
        <source>histogram (left axis)</source>
        <translation>Histogramm (linke Achse)</translation>
    </message>
    <message>
        <source>CDF (right axis)</source>
        <translation>Verteilungsfunktion (rechte Achse)</translation>
    </message>
</context>
<context>
    <name>ipclab::app::ExperimentPanel</name>
    <message>
        <source>Ping-pong (latency)</source>
        <translation>Ping-Pong (Latenz)</translation>
    </message>
    <message>
        <source>Stream (throughput)</source>
        <translation>Strom (Durchsatz)</translation>
    </message>
    <message>
        <source>Lock (contention, ns per operation)</source>
        <translation>Sperre (Konkurrenz, ns pro Operation)</translation>
    </message>
    <message>
        <source>Paced (ping-pong with an idle gap)</source>
        <translation>Getaktet (Ping-Pong mit Pause)</translation>
    </message>
    <message>
        <source>One-sided (report 000's method)</source>
        <translation>Einseitig (Methode von Bericht 000)</translation>
    </message>
    <message>
        <source>What is measured: round-trip latency, bulk throughput, lock contention, latency after an idle pause, or a send nobody reads.</source>
        <translation>Was gemessen wird: Umlauflatenz, Massendurchsatz, Sperrkonkurrenz, Latenz nach einer Pause oder ein Senden, das niemand liest.</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Mechanism default</source>
        <translation>Standard des Mechanismus</translation>
    </message>
    <message>
        <source>Block (sleep in the kernel)</source>
        <translation>Blockieren (im Kernel schlafen)</translation>
    </message>
    <message>
        <source>Spin (burns a core)</source>
        <translation>Aktiv warten (belegt einen Kern)</translation>
    </message>
    <message>
        <source>Spin, then yield</source>
        <translation>Aktiv warten, dann abgeben</translation>
    </message>
    <message>
        <source>How a waiting party waits, where the mechanism lets one choose. A spinning mechanism is fast but keeps a core busy: compare like with like.</source>
        <translation>Wie eine wartende Seite wartet, wo der Mechanismus die Wahl lässt. Aktives Warten ist schnell, hält aber einen Kern beschäftigt: Gleiches mit Gleichem vergleichen.</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Smallest size of a doubling range</source>
        <translation>Kleinste Größe eines Verdopplungsbereichs</translation>
    </message>
    <message>
        <source>Largest size of a doubling range</source>
        <translation>Größte Größe eines Verdopplungsbereichs</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Size range</source>
        <translation>Größenbereich</translation>
    </message>
    <message>
        <source>Sizes in bytes: a list (64,4096), a doubling range (4..512K), or both. K, M, G are KiB, MiB, GiB.</source>
        <translation>Größen in Byte: eine Liste (64,4096), ein Verdopplungsbereich (4..512K) oder beides. K, M, G stehen für KiB, MiB, GiB.</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>Timed messages (ping-pong) or chunks (stream) per repetition</source>
        <translation>Gemessene Nachrichten (Ping-Pong) oder Blöcke (Strom) pro Wiederholung</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Untimed messages before each repetition</source>
        <translation>Ungemessene Nachrichten vor jeder Wiederholung</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Independent repetitions: the 95% interval is computed across them</source>
        <translation>Unabhängige Wiederholungen: Das 95-%-Intervall wird über sie berechnet</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Unpinned (the OS decides)</source>
        <translation>Frei (das Betriebssystem entscheidet)</translation>
    </message>
    <message>
        <source>Same core</source>
        <translation>Gleicher Kern</translation>
    </message>
    <message>
        <source>Different cores</source>
        <translation>Verschiedene Kerne</translation>
    </message>
    <message>
        <source>Where the two parties run: compare placements before ranking mechanisms on a virtual machine.</source>
        <translation>Wo die beiden Seiten laufen: Auf einer virtuellen Maschine erst Platzierungen vergleichen, dann Mechanismen einordnen.</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Lock pattern: threads or processes acquiring the lock at once</source>
        <translation>Sperrmuster: Threads oder Prozesse, die gleichzeitig die Sperre anfordern</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>Beteiligte</translation>
    </message>
    <message>
        <source>Paced pattern: idle time after each round trip, so that every message pays the wake-up a real program pays</source>
        <translation>Getaktetes Muster: Pause nach jedem Umlauf, damit jede Nachricht das Aufwecken bezahlt, das ein echtes Programm bezahlt</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>e.g. 1G (empty: iterations × chunk)</source>
        <translation>z. B. 1G (leer: Iterationen × Block)</translation>
    </message>
    <message>
        <source>Stream pattern: bytes to move per repetition whatever the chunk size (report 002's bulk transfer). K, M, G are KiB, MiB, GiB.</source>
        <translation>Strommuster: Bytes pro Wiederholung, unabhängig von der Blockgröße (Massenübertragung aus Bericht 002). K, M, G stehen für KiB, MiB, GiB.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Keep cores awake</source>
        <translation>Kerne wach halten</translation>
    </message>
    <message>
        <source>A lowest-priority spinner on the cores in use while measuring, so that a blocking hand-off does not also pay for waking an idle (virtual) CPU.</source>
        <translation>Ein Warteschleifen-Thread mit niedrigster Priorität auf den genutzten Kernen, damit eine blockierende Übergabe nicht auch das Aufwecken einer ruhenden (virtuellen) CPU bezahlt.</translation>
    </message>
    <message>
        <source>HOST:PORT (empty: this machine)</source>
        <translation>HOST:PORT (leer: dieser Rechner)</translation>
    </message>
    <message>
        <source>An ipclab-peer started with --listen on another host: the network mechanisms then measure across hosts.</source>
        <translation>Ein mit --listen gestarteter ipclab-peer auf einem anderen Rechner: Die Netzwerkmechanismen messen dann zwischen Rechnern.</translation>
    </message>
    <message>
        <source>Remote peer</source>
        <translation>Entfernte Gegenstelle</translation>
    </message>
    <message>
        <source>shared secret of the remote peer</source>
        <translation>gemeinsames Geheimnis der Gegenstelle</translation>
    </message>
    <message>
        <source>The token the remote peer was started with. Never saved.</source>
        <translation>Das Token, mit dem die Gegenstelle gestartet wurde. Wird nie gespeichert.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Total must be one size such as 256M or 1G (got "%1")</source>
        <translation>Gesamt muss eine einzelne Größe wie 256M oder 1G sein (erhalten: „%1“)</translation>
    </message>
    <message>
        <source>Choose at least one mechanism.</source>
        <translation>Mindestens einen Mechanismus wählen.</translation>
    </message>
    <message>
        <source>A remote peer needs its token.</source>
        <translation>Eine entfernte Gegenstelle braucht ihr Token.</translation>
    </message>
    <message>
        <source>Estimated run time: %1</source>
        <translation>Geschätzte Laufzeit: %1</translation>
    </message>
    <message>
        <source>Fix the marked fields to run.</source>
        <translation>Zum Starten die markierten Felder korrigieren.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::MainWindow</name>
    <message>
        <source>IPC Lab</source>
        <translation>IPC Lab</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Run the experiment (Ctrl+R)</source>
        <translation>Experiment starten (Strg+R)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop and keep what was measured (Esc)</source>
        <translation>Anhalten und bisherige Messwerte behalten (Esc)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>Ready: Ctrl+R runs, Esc leaves</source>
        <translation>Bereit: Strg+R startet, Esc beendet</translation>
    </message>
    <message>
        <source>Choose a preset or mechanisms and sizes, then Run (Ctrl+R).</source>
        <translation>Eine Vorlage oder Mechanismen und Größen wählen, dann starten (Strg+R).</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open run…</source>
        <translation>Messung ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open runs saved as JSON and draw them beside this one</source>
        <translation>Als JSON gespeicherte Messungen öffnen und neben dieser zeichnen</translation>
    </message>
    <message>
        <source>&amp;Save run…</source>
        <translation>Messung &amp;speichern …</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>Als &amp;PNG exportieren …</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>Als S&amp;VG exportieren …</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>Als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren …</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Als &amp;JSON exportieren …</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON document (*.json)</source>
        <translation>JSON-Dokument (*.json)</translation>
    </message>
    <message>
        <source>Copy c&amp;hart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Latency vs size</source>
        <translation>&amp;Latenz über Größe</translation>
    </message>
    <message>
        <source>&amp;Bars at one size</source>
        <translation>&amp;Balken bei einer Größe</translation>
    </message>
    <message>
        <source>&amp;Throughput</source>
        <translation>&amp;Durchsatz</translation>
    </message>
    <message>
        <source>&amp;Distribution</source>
        <translation>&amp;Verteilung</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About IPC Lab</source>
        <translation>&amp;Über IPC Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Preset loaded: %1</source>
        <translation>Vorlage geladen: %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>startet …</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %n point(s)…</source>
        <translation><numerusform>Messe %n Punkt …</numerusform><numerusform>Messe %n Punkte …</numerusform></translation>
    </message>
    <message>
        <source>%1, %2: repetition %3 of %4</source>
        <translation>%1, %2: Wiederholung %3 von %4</translation>
    </message>
    <message>
        <source>point %1/%2 · %3</source>
        <translation>Punkt %1/%2 · %3</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n point(s) measured.</source>
        <translation><numerusform>Angehalten: %n Punkt gemessen.</numerusform><numerusform>Angehalten: %n Punkte gemessen.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s).</source>
        <translation><numerusform>Fertig: %n Punkt.</numerusform><numerusform>Fertig: %n Punkte.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n failed (see the Status column).</source>
        <translation><numerusform>%n fehlgeschlagen (siehe Spalte Status).</numerusform><numerusform>%n fehlgeschlagen (siehe Spalte Status).</numerusform></translation>
    </message>
    <message>
        <source>Export the chart with Ctrl+E.</source>
        <translation>Diagramm mit Strg+E exportieren.</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>The run could not start.</source>
        <translation>Die Messung konnte nicht starten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Opened %n run(s): drawn beside this run.</source>
        <translation><numerusform>%n Messung geöffnet: neben dieser gezeichnet.</numerusform><numerusform>%n Messungen geöffnet: neben dieser gezeichnet.</numerusform></translation>
    </message>
    <message>
        <source>Cannot open run</source>
        <translation>Messung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>These files are not IPC Lab runs and were not opened:

%1</source>
        <translation>Diese Dateien sind keine IPC-Lab-Messungen und wurden nicht geöffnet:

%1</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard.</source>
        <translation>Diagramm in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>IPC Lab will speak the chosen language from its next start.</source>
        <translation>IPC Lab verwendet die gewählte Sprache ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Restarting closes this run: save it first if you need it.</source>
        <translation>Ein Neustart schließt diese Messung: Vorher speichern, falls sie gebraucht wird.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Open runs</source>
        <translation>Messungen öffnen</translation>
    </message>
    <message>
        <source>IPC Lab runs (*.json);;All files (*)</source>
        <translation>IPC-Lab-Messungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>Messung speichern</translation>
    </message>
    <message>
        <source>IPC Lab run (*.json)</source>
        <translation>IPC-Lab-Messung (*.json)</translation>
    </message>
    <message>
        <source>Stopping the run…</source>
        <translation>Messung wird angehalten …</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>&amp;Messung</translation>
    </message>
</context>
<context>
    <name>ipclab::app::MechanismPicker</name>
    <message>
        <source>Not available here: %1</source>
        <translation>Hier nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Point at a mechanism to see what it does inside the OS.</source>
        <translation>Auf einen Mechanismus zeigen, um zu sehen, was er im Betriebssystem tut.</translation>
    </message>
    <message>
        <source>Across hosts (network, to %1)</source>
        <translation>Zwischen Rechnern (Netzwerk, zu %1)</translation>
    </message>
    <message>
        <source>Runs on this machine only, not against a remote peer.</source>
        <translation>Läuft nur auf diesem Rechner, nicht gegen eine entfernte Gegenstelle.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::OverlayList</name>
    <message>
        <source>Runs opened from files, drawn beside this run. Tick to show, double-click to rename.</source>
        <translation>Aus Dateien geöffnete Messungen, neben dieser gezeichnet. Ankreuzen zum Anzeigen, Doppelklick zum Umbenennen.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Opened runs (overlays)</source>
        <translation>Geöffnete Messungen (Überlagerungen)</translation>
    </message>
    <message>
        <source>%1
%2 points, measured %3</source>
        <translation>%1
%2 Punkte, gemessen %3</translation>
    </message>
</context>
<context>
    <name>ipclab::app::PngExportDialog</name>
    <message>
        <source>Export PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Slide (1920 × 1080, 144 DPI)</source>
        <translation>Folie (1920 × 1080, 144 DPI)</translation>
    </message>
    <message>
        <source>Report page (1600 × 1000, 200 DPI)</source>
        <translation>Berichtsseite (1600 × 1000, 200 DPI)</translation>
    </message>
    <message>
        <source>Screen (1200 × 750, 96 DPI)</source>
        <translation>Bildschirm (1200 × 750, 96 DPI)</translation>
    </message>
    <message>
        <source>Higher DPI draws the same layout with more pixels per letter: sharper text for print</source>
        <translation>Mehr DPI zeichnen dasselbe Layout mit mehr Pixeln pro Buchstabe: schärferer Text für den Druck</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Resolution (DPI)</source>
        <translation>Auflösung (DPI)</translation>
    </message>
</context>
<context>
    <name>ipclab::app::PresetPanel</name>
    <message>
        <source>(none: my own experiment)</source>
        <translation>(keine: eigenes Experiment)</translation>
    </message>
    <message>
        <source>Ready-made experiments: a quick tour, each report's parameters with its published figures, a full sweep</source>
        <translation>Fertige Experimente: eine Schnelltour, die Parameter jedes Berichts mit seinen veröffentlichten Zahlen, ein vollständiger Durchlauf</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Choose a preset to see what it measures and how this machine differs from the report's.</source>
        <translation>Eine Vorlage wählen, um zu sehen, was sie misst und wie sich dieser Rechner von dem des Berichts unterscheidet.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>On this machine:</source>
        <translation>Auf diesem Rechner:</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s): choose one above, run it, then the next.</source>
        <translation><numerusform>%n Schritt: oben wählen und starten.</numerusform><numerusform>%n Schritte: oben einen wählen, starten, dann den nächsten.</numerusform></translation>
    </message>
    <message>
        <source>Estimated run time: %1</source>
        <translation>Geschätzte Laufzeit: %1</translation>
    </message>
    <message>
        <source>Left out (not available here):</source>
        <translation>Ausgelassen (hier nicht verfügbar):</translation>
    </message>
    <message>
        <source>Dashed lines in the chart: the report's published figures.</source>
        <translation>Gestrichelte Linien im Diagramm: die veröffentlichten Zahlen des Berichts.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::ResultChartView</name>
    <message>
        <source>this run</source>
        <translation>diese Messung</translation>
    </message>
</context>
<context>
    <name>ipclab::app::ResultsPane</name>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>The message size the bars compare</source>
        <translation>Die Nachrichtengröße, die die Balken vergleichen</translation>
    </message>
    <message>
        <source>Click a row to show it in the chart; Ctrl+C copies the selected rows</source>
        <translation>Zeile anklicken, um sie im Diagramm zu zeigen; Strg+C kopiert die gewählten Zeilen</translation>
    </message>
</context>
<context>
    <name>ipclab::app::ResultsTableModel</name>
    <message>
        <source>CPU time (user + system) per message: this side / the responding side</source>
        <translation>CPU-Zeit (Benutzer + System) pro Nachricht: diese Seite / antwortende Seite</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Median ns/op</source>
        <translation>Median ns/Op.</translation>
    </message>
    <message>
        <source>Median one-way</source>
        <translation>Median (Einweg)</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Messages/s</source>
        <translation>Nachrichten/s</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>CPU/msg me/peer</source>
        <translation>CPU/Nachr. ich/Gegenst.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Reps</source>
        <translation>Wdh.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The repetitions disagree so much that the 95% interval reaches below zero: only its upper bound means something. Run more repetitions, or pin the parties (placement) to remove the scheduler's modes.</source>
        <translation>Die Wiederholungen weichen so stark voneinander ab, dass das 95-%-Intervall unter null reicht: Nur seine Obergrenze ist aussagekräftig. Mehr Wiederholungen laufen lassen oder die Beteiligten fest an Kerne binden (Platzierung), um die Modi des Schedulers zu vermeiden.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::ScreenshotTour</name>
    <message>
        <source>preset report-004 is missing</source>
        <translation>Vorlage report-004 fehlt</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>the experiment is not valid: %1</source>
        <translation>das Experiment ist ungültig: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
</TS>