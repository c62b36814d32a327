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
        <source>Reports&apos; own methods</source>
        <translation>Eigene Methoden der Berichte</translation>
    </message>
    <message>
        <source>Not available here: %1</source>
        <translation>Hier nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Report %1&apos;s own method, shown beside the real measurement.</source>
        <translation>Eigene Methode von Bericht %1, neben der echten Messung gezeigt.</translation>
    </message>
    <message>
        <source>Report %1&apos;s own method, shown beside the real measurement: not communication.</source>
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
    <message>
        <source>Percentile spectrum</source>
        <translation>Perzentil-Spektrum</translation>
    </message>
    <message>
        <source>Anatomy of a message</source>
        <translation>Anatomie einer Nachricht</translation>
    </message>
    <message>
        <source>depends on the library</source>
        <translation>hängt von der Bibliothek ab</translation>
    </message>
    <message>
        <source>System calls per message:</source>
        <translation>Systemaufrufe pro Nachricht:</translation>
    </message>
    <message>
        <source>sender %1, receiver %2. %3</source>
        <translation>Sender %1, Empfänger %2. %3</translation>
    </message>
    <message>
        <source>IPC Lab user guide</source>
        <translation>IPC-Lab-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>This build has no user guide.</source>
        <translation>Dieser Build enthält kein Benutzerhandbuch.</translation>
    </message>
</context>
<context>
    <name>ipclab::CoreMessages</name>
    <message>
        <source>mechanism &quot;%1&quot; cannot run against a remote peer: only the network mechanisms tcp, udp, websocket and zmq.tcp can, and shared memory and queues in a shared IPC namespace (%2)</source>
        <translation>Mechanismus „%1“ kann nicht gegen eine entfernte Gegenstelle laufen: Das können nur die Netzwerkmechanismen tcp, udp, websocket und zmq.tcp, sowie gemeinsamer Speicher und Warteschlangen in einem gemeinsamen IPC-Namensraum (%2)</translation>
    </message>
    <message>
        <source>two modes: %1</source>
        <translation>zwei Modi: %1</translation>
    </message>
    <message>
        <source>three modes: %1</source>
        <translation>drei Modi: %1</translation>
    </message>
    <message>
        <source>four modes: %1</source>
        <translation>vier Modi: %1</translation>
    </message>
    <message>
        <source>five modes: %1</source>
        <translation>fünf Modi: %1</translation>
    </message>
    <message>
        <source>six modes: %1</source>
        <translation>sechs Modi: %1</translation>
    </message>
    <message>
        <source>several modes: %1</source>
        <translation>mehrere Modi: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source> (interval only %1% sure)</source>
        <translation> (Intervall nur zu %1 % sicher)</translation>
    </message>
    <message numerus="yes">
        <source>not settled: ±%1% after %n round(s)%2, time budget spent</source>
        <translation>
            <numerusform>nicht eingependelt: ±%1 % nach %n Runde%2, Zeitbudget verbraucht</numerusform>
            <numerusform>nicht eingependelt: ±%1 % nach %n Runden%2, Zeitbudget verbraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) (fixed) are too few for a 95% interval: ±%1% is only %2% sure; 6 rounds or more, or let the run settle</source>
        <translation>
            <numerusform>%n Runde (fest) ist zu wenig für ein 95-%-Intervall: ±%1 % ist nur zu %2 % sicher; 6 Runden oder mehr, oder die Messung einpendeln lassen</numerusform>
            <numerusform>%n Runden (fest) sind zu wenige für ein 95-%-Intervall: ±%1 % ist nur zu %2 % sicher; 6 Runden oder mehr, oder die Messung einpendeln lassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imprecise: ±%1% after %n round(s) (fixed); more rounds, or let the run settle</source>
        <translation>
            <numerusform>ungenau: ±%1 % nach %n Runde (fest); mehr Runden, oder die Messung einpendeln lassen</numerusform>
            <numerusform>ungenau: ±%1 % nach %n Runden (fest); mehr Runden, oder die Messung einpendeln lassen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — the rounds ran at two levels: the two CPUs did not always share a cache (on a virtual machine the host moves them) or lost time to others; compare rounds of one level and see the hardware&apos;s floor (ipclab-cli calibrate)</source>
        <translation>%1 — die Runden liefen auf zwei Niveaus: die beiden CPUs teilten nicht immer einen Cache (auf einer virtuellen Maschine verschiebt der Host sie) oder verloren Zeit an andere; nur Runden eines Niveaus vergleichen und die Untergrenze der Hardware ansehen (ipclab-cli calibrate)</translation>
    </message>
    <message>
        <source>%1 — the slower one pays for waking an idle CPU; try same-core or keep-awake</source>
        <translation>%1 — der langsamere bezahlt das Wecken einer untätigen CPU; same-core oder Kerne wach halten versuchen</translation>
    </message>
    <message>
        <source>first round %1× slower than the rest (warm-up too short, or the machine was busy)</source>
        <translation>erste Runde %1× langsamer als der Rest (Aufwärmen zu kurz, oder die Maschine war beschäftigt)</translation>
    </message>
    <message>
        <source>consecutive samples correlated (lag-1 r = %1): drift or bursts; the interval is over rounds, not samples</source>
        <translation>aufeinanderfolgende Messwerte korreliert (Lag-1 r = %1): Drift oder Schübe; das Intervall geht über Runden, nicht über Messwerte</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 (got %4)</source>
        <translation>%1 muss zwischen %2 und %3 liegen (angegeben: %4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>at least one mechanism is required (known: %1)</source>
        <translation>mindestens ein Mechanismus ist nötig (bekannt: %1)</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; is listed more than once</source>
        <translation>Mechanismus „%1“ ist mehrfach aufgeführt</translation>
    </message>
    <message>
        <source>unknown mechanism &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Mechanismus „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; is not available on this system: %2</source>
        <translation>Mechanismus „%1“ ist auf diesem System nicht verfügbar: %2</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; is report %2&apos;s own method, not communication: it runs only with the one-sided pattern (got %3)</source>
        <translation>Mechanismus „%1“ ist die eigene Methode von Bericht %2, keine Kommunikation: Er läuft nur mit dem einseitigen Muster (angegeben: %3)</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; does not support the %2 pattern (it supports: %3)</source>
        <translation>Mechanismus „%1“ unterstützt das Muster „%2“ nicht (er unterstützt: %3)</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; does not offer the %2 wait strategy (it offers: %3)</source>
        <translation>Mechanismus „%1“ bietet die Wartestrategie „%2“ nicht (er bietet: %3)</translation>
    </message>
    <message>
        <source>pattern must be pingpong, stream, lock, paced or one-sided (got value %1)</source>
        <translation>das Muster muss pingpong, stream, lock, paced oder one-sided sein (angegeben: Wert %1)</translation>
    </message>
    <message>
        <source>wait must be block, spin, spin-yield or spin-block (got value %1)</source>
        <translation>die Wartestrategie muss block, spin, spin-yield oder spin-block sein (angegeben: Wert %1)</translation>
    </message>
    <message>
        <source>at least one message size is required, between %1 and %2</source>
        <translation>mindestens eine Nachrichtengröße ist nötig, zwischen %1 und %2</translation>
    </message>
    <message>
        <source>at most %1 message sizes per experiment (got %2)</source>
        <translation>höchstens %1 Nachrichtengrößen pro Experiment (angegeben: %2)</translation>
    </message>
    <message>
        <source>size %1 is listed more than once</source>
        <translation>Größe %1 ist mehrfach aufgeführt</translation>
    </message>
    <message>
        <source>sizes must be between %1 and %2 (got %3)</source>
        <translation>Größen müssen zwischen %1 und %2 liegen (angegeben: %3)</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; carries messages between %2 and %3 (got %4)</source>
        <translation>Mechanismus „%1“ überträgt Nachrichten zwischen %2 und %3 (angegeben: %4)</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>precision must be between 0.001 and 0.5 (±0.1% .. ±50%; got %1)</source>
        <translation>die Genauigkeit muss zwischen 0,001 und 0,5 liegen (±0,1 % .. ±50 %; angegeben: %1)</translation>
    </message>
    <message>
        <source>min_rounds</source>
        <translation>Mindestrunden</translation>
    </message>
    <message>
        <source>time_budget_s</source>
        <translation>Zeitbudget (s)</translation>
    </message>
    <message>
        <source>peer_timeout_ms</source>
        <translation>Zeitlimit der Gegenstelle (ms)</translation>
    </message>
    <message>
        <source>parties</source>
        <translation>Beteiligte</translation>
    </message>
    <message>
        <source>gap_us</source>
        <translation>Pause (µs)</translation>
    </message>
    <message>
        <source>stream_total_bytes</source>
        <translation>Gesamtmenge</translation>
    </message>
    <message>
        <source>stream_total_bytes applies only to the stream pattern (got %1)</source>
        <translation>Die Gesamtmenge gilt nur für das Muster Strom (angegeben: %1)</translation>
    </message>
    <message>
        <source>stream_total_bytes (%1) must be at least the message size (%2)</source>
        <translation>Die Gesamtmenge (%1) muss mindestens die Nachrichtengröße (%2) sein</translation>
    </message>
    <message>
        <source>stream_total_bytes %1 in messages of %2 is %3 messages per repetition, more than the %4 iterations allowed</source>
        <translation>Gesamtmenge %1 in Nachrichten zu %2 ergibt %3 Nachrichten pro Wiederholung, mehr als die erlaubten %4 Iterationen</translation>
    </message>
    <message>
        <source>remote peer: %1 (expected HOST:PORT, e.g. 10.0.0.2:7290)</source>
        <translation>entfernte Gegenstelle: %1 (erwartet HOST:PORT, z. B. 10.0.0.2:7290)</translation>
    </message>
    <message>
        <source>a remote peer runs on another machine: only the unpinned placement applies (got %1)</source>
        <translation>eine entfernte Gegenstelle läuft auf einem anderen Rechner: Nur die ungebundene Platzierung ist möglich (angegeben: %1)</translation>
    </message>
    <message>
        <source>cross-core placement needs at least 2 CPUs this process may run on (got %1)</source>
        <translation>die Platzierung auf verschiedenen Kernen braucht mindestens 2 CPUs, die dieser Prozess nutzen darf (vorhanden: %1)</translation>
    </message>
    <message>
        <source>%1 pins both parties to CPUs, which this system cannot do (%2): choose the placement %3 or %4</source>
        <translation>%1 bindet beide Seiten an CPUs, was dieses System nicht kann (%2): Wählen Sie die Platzierung %3 oder %4</translation>
    </message>
    <message>
        <source>missing field %1</source>
        <translation>Feld %1 fehlt</translation>
    </message>
    <message>
        <source>%1 must be a string (got %2)</source>
        <translation>%1 muss eine Zeichenkette sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 must be true or false (got %2)</source>
        <translation>%1 muss true oder false sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 must be a number (got %2)</source>
        <translation>%1 muss eine Zahl sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 must be a non-negative integer (got %2)</source>
        <translation>%1 muss eine nicht negative ganze Zahl sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 must be an integer (got %2)</source>
        <translation>%1 muss eine ganze Zahl sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 must be an array (got %2)</source>
        <translation>%1 muss ein Array sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 must be a number or null (got %2)</source>
        <translation>%1 muss eine Zahl oder null sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>keep-awake (dma-latency) is unavailable: %1</source>
        <translation>Wachhalten (dma-latency) ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>cannot create the shared memory: %1</source>
        <translation>der gemeinsame Speicher kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>the parties did not start and warm up within %1 ms (peer timeout)</source>
        <translation>die Beteiligten sind nicht binnen %1 ms gestartet und aufgewärmt (Zeitlimit)</translation>
    </message>
    <message>
        <source>the parties did not finish a repetition within %1 ms (peer timeout)</source>
        <translation>die Beteiligten haben eine Wiederholung nicht binnen %1 ms beendet (Zeitlimit)</translation>
    </message>
    <message>
        <source>mutual exclusion failed: the counter reads %1, expected %2</source>
        <translation>gegenseitiger Ausschluss versagt: der Zähler steht auf %1, erwartet %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 runnable threads on %n CPU(s)</source>
        <translation>
            <numerusform>%1 lauffähige Threads auf %n CPU</numerusform>
            <numerusform>%1 lauffähige Threads auf %n CPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 involuntary switches per 1000 messages</source>
        <translation>%1 unfreiwillige Kontextwechsel je 1000 Nachrichten</translation>
    </message>
    <message numerus="yes">
        <source>%1 involuntary switches in %n round(s)</source>
        <translation>
            <numerusform>%1 unfreiwillige Kontextwechsel in %n Runde</numerusform>
            <numerusform>%1 unfreiwillige Kontextwechsel in %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot pin to CPU %1: %2</source>
        <translation>Bindung an CPU %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>the peer did not answer for %1 ms (peer timeout)%2</source>
        <translation>die Gegenstelle hat %1 ms lang nicht geantwortet (Zeitlimit)%2</translation>
    </message>
    <message>
        <source>the remote peer ended the point</source>
        <translation>die entfernte Gegenstelle hat den Messpunkt beendet</translation>
    </message>
    <message>
        <source>the peer process died</source>
        <translation>der Prozess der Gegenstelle ist gestorben</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>the peer process ended before it connected</source>
        <translation>der Prozess der Gegenstelle endete, bevor er sich verband</translation>
    </message>
    <message>
        <source>the peer did not connect within %1 ms</source>
        <translation>die Gegenstelle hat sich nicht binnen %1 ms verbunden</translation>
    </message>
    <message>
        <source>invalid address &quot;%1&quot;: %2</source>
        <translation>ungültige Adresse „%1“: %2</translation>
    </message>
    <message>
        <source>expected [IPV6]:PORT</source>
        <translation>erwartet [IPV6]:PORT</translation>
    </message>
    <message>
        <source>expected HOST:PORT</source>
        <translation>erwartet HOST:PORT</translation>
    </message>
    <message>
        <source>an IPv6 address needs brackets: [ADDRESS]:PORT</source>
        <translation>eine IPv6-Adresse braucht Klammern: [ADRESSE]:PORT</translation>
    </message>
    <message>
        <source>the host is missing</source>
        <translation>der Host fehlt</translation>
    </message>
    <message>
        <source>the port must be a number from %1 to 65535</source>
        <translation>der Port muss eine Zahl von %1 bis 65535 sein</translation>
    </message>
    <message>
        <source>remote peer %1: %2</source>
        <translation>entfernte Gegenstelle %1: %2</translation>
    </message>
    <message>
        <source>remote peer %1: no answer within %2 ms (host unreachable, or a firewall drops the connection)</source>
        <translation>entfernte Gegenstelle %1: keine Antwort binnen %2 ms (Host nicht erreichbar, oder eine Firewall verwirft die Verbindung)</translation>
    </message>
    <message>
        <source>remote peer %1: connected, but no welcome within %2 ms (is it an ipclab-peer?)</source>
        <translation>entfernte Gegenstelle %1: verbunden, aber kein Willkommen binnen %2 ms (ist es ein ipclab-peer?)</translation>
    </message>
    <message>
        <source>remote peer %1 refused: %2</source>
        <translation>entfernte Gegenstelle %1 hat abgelehnt: %2</translation>
    </message>
    <message>
        <source>schema_version %1 is newer than this build reads (%2)</source>
        <translation>schema_version %1 ist neuer, als dieser Build lesen kann (%2)</translation>
    </message>
    <message>
        <source>app is &quot;%1&quot;: not an IPC Lab result (expected &quot;ipclab&quot;)</source>
        <translation>app ist „%1“: kein Ergebnis von IPC Lab (erwartet „ipclab“)</translation>
    </message>
    <message>
        <source>not a result file IPC Lab reads: %1</source>
        <translation>keine Ergebnisdatei, die IPC Lab liest: %1</translation>
    </message>
    <message>
        <source>invalid size &quot;%1&quot;: %2</source>
        <translation>ungültige Größe „%1“: %2</translation>
    </message>
    <message>
        <source>expected a whole number of bytes with an optional K, M or G suffix (e.g. 64, 4K, 1M)</source>
        <translation>erwartet eine ganze Zahl von Bytes, optional mit K, M oder G (z. B. 64, 4K, 1M)</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>no sizes given: expected e.g. &quot;64,4096&quot;, &quot;1K,64K&quot; or &quot;4..512K&quot;</source>
        <translation>keine Größen angegeben: erwartet z. B. „64,4096“, „1K,64K“ oder „4..512K“</translation>
    </message>
    <message>
        <source>empty item in the list (two commas, or a comma at an end)</source>
        <translation>leerer Eintrag in der Liste (zwei Kommas oder ein Komma am Ende)</translation>
    </message>
    <message>
        <source>a size must be at least 1 byte</source>
        <translation>eine Größe muss mindestens 1 Byte sein</translation>
    </message>
    <message>
        <source>a range must start at 1 byte or more (it doubles)</source>
        <translation>ein Bereich muss bei 1 Byte oder mehr beginnen (er verdoppelt sich)</translation>
    </message>
    <message>
        <source>a range must go from the smaller size to the larger</source>
        <translation>ein Bereich muss von der kleineren zur größeren Größe gehen</translation>
    </message>
    <message>
        <source>heavy tail: 1 in 100 messages waits %1× the median or longer (p99 %2, median %3)</source>
        <translation>schwerer Ausläufer: 1 von 100 Nachrichten wartet %1× den Median oder länger (p99 %2, Median %3)</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>pingpong</source>
        <translation>Ping-Pong</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>paced</source>
        <translation>getaktet</translation>
    </message>
    <message>
        <source>one-sided</source>
        <translation>einseitig</translation>
    </message>
    <message>
        <source>block</source>
        <translation>blockieren</translation>
    </message>
    <message>
        <source>spin</source>
        <translation>aktiv warten</translation>
    </message>
    <message>
        <source>spin-yield</source>
        <translation>aktiv warten, dann abgeben</translation>
    </message>
    <message>
        <source>spin-block</source>
        <translation>aktiv warten, dann blockieren</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>same-core</source>
        <translation>gleicher Kern</translation>
    </message>
    <message>
        <source>cross-core</source>
        <translation>verschiedene Kerne</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>placement must be unpinned, same-core, cross-core or auto (got value %1)</source>
        <translation>die Platzierung muss unpinned, same-core, cross-core oder auto sein (angegeben: Wert %1)</translation>
    </message>
    <message>
        <source>mechanism &quot;%1&quot; would spin on the same core as its peer: every hand-off would wait for the scheduler to take the spinner off the CPU (a time slice, milliseconds), measuring the scheduler for minutes. Choose the wait %2 or %3, or the placement %4</source>
        <translation>Mechanismus „%1“ würde auf demselben Kern wie seine Gegenstelle aktiv warten: Jede Übergabe wartete, bis der Scheduler den Wartenden von der CPU nimmt (eine Zeitscheibe, Millisekunden), und minutenlang würde der Scheduler gemessen. Wählen Sie beim Warten „%2“ oder „%3“ oder die Platzierung „%4“</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 bei %3</translation>
    </message>
    <message>
        <source>%1: %2 up to %3</source>
        <translation>%1: %2 bis %3</translation>
    </message>
    <message>
        <source>%1: %2 from %3</source>
        <translation>%1: %2 ab %3</translation>
    </message>
    <message>
        <source>spinning on an oversubscribed machine (%1): spin figures here are not what an idle machine shows; compare the wait %2</source>
        <translation>aktives Warten auf einer überbuchten Maschine (%1): Diese Spin-Zahlen zeigen nicht, was eine unbeschäftigte Maschine zeigt; zum Vergleich: Warten „%2“</translation>
    </message>
    <message>
        <source>spinning on an oversubscribed machine (%1): spin figures here are not what an idle machine shows; try the wait %2 or %3</source>
        <translation>aktives Warten auf einer überbuchten Maschine (%1): Diese Spin-Zahlen zeigen nicht, was eine unbeschäftigte Maschine zeigt; versuchen Sie beim Warten „%2“ oder „%3“</translation>
    </message>
    <message>
        <source>CPU pairs are for two parties; the lock pattern&apos;s parties are placed by the placement</source>
        <translation>CPU-Paare sind für zwei Beteiligte; die Beteiligten des Sperrmusters platziert die Platzierung</translation>
    </message>
    <message>
        <source>CPU pairs pin both parties on this machine; a remote peer runs elsewhere</source>
        <translation>CPU-Paare binden beide Beteiligten an diese Maschine; ein entfernter Partner läuft anderswo</translation>
    </message>
    <message>
        <source>CPU %1 is not one this process may run on</source>
        <translation>Auf CPU %1 darf dieser Prozess nicht laufen</translation>
    </message>
    <message>
        <source>the document is %1 bytes, more than the %2 allowed</source>
        <translation>das Dokument hat %1 Bytes, mehr als die erlaubten %2</translation>
    </message>
    <message>
        <source>no such file or not readable</source>
        <translation>keine solche Datei oder nicht lesbar</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>refused: it is %1, not a regular file</source>
        <translation>abgelehnt: es ist %1, keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>a FIFO that nobody reads</source>
        <translation>ein FIFO, das niemand liest</translation>
    </message>
    <message>
        <source>its reader went away</source>
        <translation>sein Leser ist fort</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein Blockgerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>refused to write %1: it is %2, not a file, a character device or a FIFO</source>
        <translation>%1 wird nicht geschrieben: es ist %2, weder Datei noch zeichenorientiertes Gerät noch FIFO</translation>
    </message>
    <message>
        <source>cannot write %1: no space left on its device (%2 bytes needed, %3 available); the file was left as it was</source>
        <translation>%1 kann nicht geschrieben werden: kein Platz mehr auf seinem Gerät (%2 Bytes nötig, %3 frei); die Datei blieb, wie sie war</translation>
    </message>
    <message>
        <source>refused: the file is %1 bytes, more than the %2 a file IPC Lab reads may have</source>
        <translation>abgelehnt: die Datei hat %1 Bytes, mehr als die %2, die eine von IPC Lab gelesene Datei haben darf</translation>
    </message>
    <message>
        <source>refused: the file holds more than %1 bytes</source>
        <translation>abgelehnt: die Datei enthält mehr als %1 Bytes</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>sie kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: bad channel &quot;%2&quot; (expected ADDRESS:PORT)</source>
        <translation>%1: ungültiger Kanal „%2“ (erwartet ADRESSE:PORT)</translation>
    </message>
    <message>
        <source>eventfd: a message of at most 7 bytes</source>
        <translation>eventfd: eine Nachricht von höchstens 7 Bytes</translation>
    </message>
    <message>
        <source>eventfd: two messages merged in one counter (the other side sent three in a row)</source>
        <translation>eventfd: zwei Nachrichten in einem Zähler verschmolzen (die andere Seite hat drei hintereinander gesendet)</translation>
    </message>
    <message>
        <source>eventfd: channel aborted</source>
        <translation>eventfd: Kanal abgebrochen</translation>
    </message>
    <message>
        <source>pipe: channel aborted</source>
        <translation>pipe: Kanal abgebrochen</translation>
    </message>
    <message>
        <source>eventfd: bad channel &quot;%1&quot; (expected %2 handles: the incoming counters, then the outgoing ones)</source>
        <translation>eventfd: ungültiger Kanal „%1“ (erwartet %2 Handles: die eingehenden Zähler, dann die ausgehenden)</translation>
    </message>
    <message>
        <source>%1: bad channel &quot;%2&quot; (expected %3)</source>
        <translation>%1: ungültiger Kanal „%2“ (erwartet %3)</translation>
    </message>
    <message>
        <source>a message of %1 B arrived where %2 B were expected</source>
        <translation>eine Nachricht von %1 B kam an, wo %2 B erwartet waren</translation>
    </message>
    <message>
        <source>fifo: the peer did not open its ends: %1</source>
        <translation>fifo: die Gegenstelle hat ihre Enden nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>mq.posix: aborted</source>
        <translation>mq.posix: abgebrochen</translation>
    </message>
    <message>
        <source>POSIX message queue: %1</source>
        <translation>POSIX-Nachrichtenwarteschlange: %1</translation>
    </message>
    <message>
        <source>mq.posix: the queues carry %1 B messages, not %2</source>
        <translation>mq.posix: die Warteschlangen tragen Nachrichten von %1 B, nicht %2</translation>
    </message>
    <message>
        <source>System V message queue: %1</source>
        <translation>System-V-Nachrichtenwarteschlange: %1</translation>
    </message>
    <message>
        <source>%1 runs inside one process and has no peer side to attach to</source>
        <translation>%1 läuft innerhalb eines Prozesses und hat keine Gegenseite zum Anbinden</translation>
    </message>
    <message>
        <source>%1 has no lock for threads</source>
        <translation>%1 hat keine Sperre für Threads</translation>
    </message>
    <message>
        <source>%1 has no lock in shared memory</source>
        <translation>%1 hat keine Sperre im gemeinsamen Speicher</translation>
    </message>
    <message>
        <source>%1: expected a message of %2 B, got %3</source>
        <translation>%1: erwartet eine Nachricht von %2 B, erhalten %3</translation>
    </message>
    <message>
        <source>%1: bad channel &quot;%2&quot; (expected a queue name without slashes)</source>
        <translation>%1: ungültiger Kanal „%2“ (erwartet ein Warteschlangenname ohne Schrägstriche)</translation>
    </message>
    <message>
        <source>udp: a datagram of %1 bytes arrived where %2 were expected</source>
        <translation>udp: ein Datagramm von %1 Bytes kam an, wo %2 erwartet waren</translation>
    </message>
    <message>
        <source>udp: the peer did not say hello yet</source>
        <translation>udp: die Gegenstelle hat sich noch nicht gemeldet</translation>
    </message>
    <message>
        <source>udp: a stray datagram arrived instead of the hello</source>
        <translation>udp: ein fremdes Datagramm kam statt der Begrüßung an</translation>
    </message>
    <message>
        <source>websocket: the peer closed the connection: it died or ended early (%1: %2)</source>
        <translation>websocket: die Gegenstelle hat die Verbindung geschlossen: sie ist abgestürzt oder hat zu früh geendet (%1: %2)</translation>
    </message>
    <message>
        <source>websocket: %1: %2</source>
        <translation>websocket: %1: %2</translation>
    </message>
    <message>
        <source>websocket: &quot;%1&quot; is not a numeric IP address</source>
        <translation>websocket: „%1“ ist keine numerische IP-Adresse</translation>
    </message>
    <message>
        <source>websocket: a message longer than the expected %1 bytes arrived</source>
        <translation>websocket: eine Nachricht länger als die erwarteten %1 Bytes kam an</translation>
    </message>
    <message>
        <source>websocket: a message of %1 bytes arrived where %2 were expected</source>
        <translation>websocket: eine Nachricht von %1 Bytes kam an, wo %2 erwartet waren</translation>
    </message>
    <message>
        <source>websocket: the peer did not connect yet</source>
        <translation>websocket: die Gegenstelle hat sich noch nicht verbunden</translation>
    </message>
    <message>
        <source>%1: the peer closed its end: it died or ended early (%2)</source>
        <translation>%1: die Gegenstelle hat ihr Ende geschlossen: sie ist abgestürzt oder hat zu früh geendet (%2)</translation>
    </message>
    <message>
        <source>pipe: bad channel &quot;%1&quot; (expected READ,WRITE handles)</source>
        <translation>pipe: ungültiger Kanal „%1“ (erwartet LESEN,SCHREIBEN-Handles)</translation>
    </message>
    <message>
        <source>%1 aborted</source>
        <translation>%1 abgebrochen</translation>
    </message>
    <message>
        <source>%1 is report 000&apos;s one-sided method: nobody receives, by design</source>
        <translation>%1 ist die einseitige Methode von Bericht 000: niemand empfängt, so gewollt</translation>
    </message>
    <message>
        <source>report000.sendto has no peer process: nobody receives, by design</source>
        <translation>report000.sendto hat keinen Gegenstellen-Prozess: niemand empfängt, so gewollt</translation>
    </message>
    <message>
        <source>%1: expected a slot of %2 B, got %3</source>
        <translation>%1: erwartet ein Fach von %2 B, erhalten %3</translation>
    </message>
    <message>
        <source>%1: the peer has not opened the segment</source>
        <translation>%1: die Gegenstelle hat das Segment nicht geöffnet</translation>
    </message>
    <message>
        <source>%1 channel aborted</source>
        <translation>%1: Kanal abgebrochen</translation>
    </message>
    <message>
        <source>%1: segment %2 is not a %1 channel for %3-byte messages</source>
        <translation>%1: Segment %2 ist kein %1-Kanal für Nachrichten von %3 Bytes</translation>
    </message>
    <message>
        <source>%1: no memory to place the lock in</source>
        <translation>%1: kein Speicher, in den die Sperre gelegt werden kann</translation>
    </message>
    <message>
        <source>shm.semaphore: %1: %2</source>
        <translation>shm.semaphore: %1: %2</translation>
    </message>
    <message>
        <source>shm.semaphore: %1 failed</source>
        <translation>shm.semaphore: %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: shared memory %2 holds no valid ring (capacity %3 B in %4 B)</source>
        <translation>%1: gemeinsamer Speicher %2 enthält keinen gültigen Ring (Kapazität %3 B in %4 B)</translation>
    </message>
    <message>
        <source>%1: channel aborted</source>
        <translation>%1: Kanal abgebrochen</translation>
    </message>
    <message>
        <source>%1: %2 failed: %3</source>
        <translation>%1: %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1: bad channel &quot;%2&quot; (expected BYTES,NAME)</source>
        <translation>%1: ungültiger Kanal „%2“ (erwartet BYTES,NAME)</translation>
    </message>
    <message>
        <source>%1: shared memory %2 does not hold this mechanism&apos;s layout (version mismatch?)</source>
        <translation>%1: gemeinsamer Speicher %2 hat nicht das Layout dieses Mechanismus (andere Version?)</translation>
    </message>
    <message>
        <source>%1: the peer was asked for another wait strategy (%2) than the measuring side</source>
        <translation>%1: die Gegenstelle wurde um eine andere Wartestrategie (%2) gebeten als die messende Seite</translation>
    </message>
    <message>
        <source>%1: the peer has not attached yet</source>
        <translation>%1: die Gegenstelle hat sich noch nicht angebunden</translation>
    </message>
    <message>
        <source>expected a %1-byte message, got %2</source>
        <translation>erwartet eine Nachricht von %1 Bytes, erhalten %2</translation>
    </message>
    <message>
        <source>%1 cannot wait with &quot;%2&quot; (it can: %3)</source>
        <translation>%1 kann nicht mit „%2“ warten (möglich: %3)</translation>
    </message>
    <message>
        <source>message larger than the slot</source>
        <translation>Nachricht größer als das Fach</translation>
    </message>
    <message>
        <source>%1: the peer did not connect: %2</source>
        <translation>%1: die Gegenstelle hat sich nicht verbunden: %2</translation>
    </message>
    <message>
        <source>%1: cannot present the point&apos;s secret: %2</source>
        <translation>%1: das Geheimnis des Messpunkts kann nicht vorgezeigt werden: %2</translation>
    </message>
    <message>
        <source>%1: aborted (ZeroMQ context shut down)</source>
        <translation>%1: abgebrochen (ZeroMQ-Kontext beendet)</translation>
    </message>
    <message>
        <source>zmq recv: no message</source>
        <translation>zmq recv: keine Nachricht</translation>
    </message>
    <message>
        <source>zmq recv: a message of %1 bytes arrived where %2 were expected</source>
        <translation>zmq recv: eine Nachricht von %1 Bytes kam an, wo %2 erwartet waren</translation>
    </message>
    <message>
        <source>zmq: the peer did not connect yet</source>
        <translation>zmq: die Gegenstelle hat sich noch nicht verbunden</translation>
    </message>
    <message>
        <source>zmq: the peer&apos;s hello was garbled</source>
        <translation>zmq: die Begrüßung der Gegenstelle war verstümmelt</translation>
    </message>
    <message>
        <source>zmq.ipc: cannot make %1 private: %2</source>
        <translation>zmq.ipc: %1 kann nicht privat gemacht werden: %2</translation>
    </message>
    <message>
        <source>ipclab-peer: bad value &quot;%1&quot; for %2</source>
        <translation>ipclab-peer: ungültiger Wert „%1“ für %2</translation>
    </message>
    <message>
        <source>a token is required</source>
        <translation>ein Token ist nötig</translation>
    </message>
    <message>
        <source>the controller did not connect to port %1 (with the point&apos;s secret) within %2 ms</source>
        <translation>die Steuerseite hat sich nicht binnen %2 ms (mit dem Geheimnis des Messpunkts) mit Port %1 verbunden</translation>
    </message>
    <message>
        <source>no message on the data channel for %1 ms: the controller seems stalled; the session ends</source>
        <translation>%1 ms lang keine Nachricht auf dem Datenkanal: die Steuerseite scheint zu hängen; die Sitzung endet</translation>
    </message>
    <message>
        <source>the controller ended the point</source>
        <translation>die Steuerseite hat den Messpunkt beendet</translation>
    </message>
    <message>
        <source>a control message began but did not arrive whole within %1 ms</source>
        <translation>eine Steuernachricht hat begonnen, kam aber nicht binnen %1 ms vollständig an</translation>
    </message>
    <message>
        <source>malformed control message: %1</source>
        <translation>fehlerhafte Steuernachricht: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>„%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is longer than %2 bytes</source>
        <translation>„%1“ ist länger als %2 Bytes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer</source>
        <translation>„%1“ muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be between %2 and %3</source>
        <translation>„%1“ muss zwischen %2 und %3 liegen</translation>
    </message>
    <message>
        <source>&quot;machine&quot; must be an object</source>
        <translation>„machine“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;virtualized&quot; must be true or false</source>
        <translation>„virtualized“ muss true oder false sein</translation>
    </message>
    <message>
        <source>&quot;arguments&quot; must be an array of 1 to 64 strings</source>
        <translation>„arguments“ muss ein Array aus 1 bis 64 Zeichenketten sein</translation>
    </message>
    <message>
        <source>&quot;secret&quot; must be %1 lowercase hex digits</source>
        <translation>„secret“ muss aus %1 kleingeschriebenen Hexadezimalziffern bestehen</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot;</source>
        <translation>unbekannter Typ „%1“</translation>
    </message>
    <message>
        <source>&quot;ok&quot; must be true or false</source>
        <translation>„ok“ muss true oder false sein</translation>
    </message>
    <message>
        <source>control message of %1 bytes refused (the limit is %2 bytes)</source>
        <translation>Steuernachricht von %1 Bytes abgelehnt (die Grenze ist %2 Bytes)</translation>
    </message>
    <message>
        <source>no control message within %1 ms</source>
        <translation>keine Steuernachricht binnen %1 ms</translation>
    </message>
    <message>
        <source>control frame shorter than its length prefix</source>
        <translation>Steuerrahmen kürzer als seine Längenangabe</translation>
    </message>
    <message>
        <source>control frame says %1 bytes but carries %2</source>
        <translation>Steuerrahmen gibt %1 Bytes an, trägt aber %2</translation>
    </message>
    <message>
        <source>%1 (is ipclab-peer --listen running there, on that address and port?)</source>
        <translation>%1 (läuft dort ipclab-peer --listen, auf dieser Adresse und diesem Port?)</translation>
    </message>
    <message>
        <source>remote peer %1: expected welcome, got %2</source>
        <translation>entfernte Gegenstelle %1: Willkommen erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>remote peer %1 speaks protocol version %2, this build %3</source>
        <translation>entfernte Gegenstelle %1 spricht Protokollversion %2, dieser Build %3</translation>
    </message>
    <message>
        <source>no welcome</source>
        <translation>kein Willkommen</translation>
    </message>
    <message>
        <source>lost the connection to the remote peer %1 (%2)</source>
        <translation>Verbindung zur entfernten Gegenstelle %1 verloren (%2)</translation>
    </message>
    <message>
        <source>the remote peer %1 did not answer a request: %2</source>
        <translation>die entfernte Gegenstelle %1 hat auf eine Anfrage nicht geantwortet: %2</translation>
    </message>
    <message>
        <source>remote peer: %1</source>
        <translation>entfernte Gegenstelle: %1</translation>
    </message>
    <message>
        <source>the remote peer %1 sent %2 where ready was expected</source>
        <translation>die entfernte Gegenstelle %1 hat %2 gesendet, wo ready erwartet war</translation>
    </message>
    <message>
        <source>lost the connection to the remote peer %1</source>
        <translation>Verbindung zur entfernten Gegenstelle %1 verloren</translation>
    </message>
    <message>
        <source>the remote peer %1 closed the connection (did it die?)</source>
        <translation>die entfernte Gegenstelle %1 hat die Verbindung geschlossen (ist sie abgestürzt?)</translation>
    </message>
    <message>
        <source>the remote peer %1 did not report the end of the point: %2</source>
        <translation>die entfernte Gegenstelle %1 hat das Ende des Messpunkts nicht gemeldet: %2</translation>
    </message>
    <message>
        <source>the remote peer %1 sent %2 (%3) where done was expected</source>
        <translation>die entfernte Gegenstelle %1 hat %2 (%3) gesendet, wo done erwartet war</translation>
    </message>
    <message>
        <source>the remote peer %1 sent %2 where done was expected</source>
        <translation>die entfernte Gegenstelle %1 hat %2 gesendet, wo done erwartet war</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 bytes (got %4)</source>
        <translation>%1 muss zwischen %2 und %3 Bytes liegen (angegeben: %4)</translation>
    </message>
    <message>
        <source>machine.logical_cores must not be negative (got %1)</source>
        <translation>machine.logical_cores darf nicht negativ sein (angegeben: %1)</translation>
    </message>
    <message>
        <source>experiment.repetitions must be at least 1 (got %1)</source>
        <translation>experiment.repetitions muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <source>points has %1 entries (at most %2)</source>
        <translation>points hat %1 Einträge (höchstens %2)</translation>
    </message>
    <message>
        <source>%1.mechanism must be 1 to %2 characters (got %3)</source>
        <translation>%1.mechanism muss 1 bis %2 Zeichen lang sein (angegeben: %3)</translation>
    </message>
    <message>
        <source>points name more than %1 different mechanisms</source>
        <translation>points nennt mehr als %1 verschiedene Mechanismen</translation>
    </message>
    <message>
        <source>%1.latency_ns.%2 must not be negative (got %3)</source>
        <translation>%1.latency_ns.%2 darf nicht negativ sein (angegeben: %3)</translation>
    </message>
    <message>
        <source>%1.open_loop_rtt_ns holds a negative time</source>
        <translation>%1.open_loop_rtt_ns enthält eine negative Zeit</translation>
    </message>
    <message>
        <source>%1.throughput must not be negative</source>
        <translation>%1.throughput darf nicht negativ sein</translation>
    </message>
    <message>
        <source>%1.index must not be negative (got %2)</source>
        <translation>%1.index darf nicht negativ sein (angegeben: %2)</translation>
    </message>
    <message>
        <source>%1 holds a negative time or rate</source>
        <translation>%1 enthält eine negative Zeit oder Rate</translation>
    </message>
    <message>
        <source>invalid result file: %1</source>
        <translation>ungültige Ergebnisdatei: %1</translation>
    </message>
    <message>
        <source>a preset&apos;s results whose &quot;steps&quot; is not a list</source>
        <translation>Ergebnisse einer Vorlage, deren „steps“ keine Liste ist</translation>
    </message>
    <message>
        <source>a preset&apos;s results without any measured step</source>
        <translation>Ergebnisse einer Vorlage ohne gemessenen Schritt</translation>
    </message>
    <message>
        <source>no step %1 in this preset&apos;s results; its steps: %2</source>
        <translation>kein Schritt %1 in den Ergebnissen dieser Vorlage; ihre Schritte: %2</translation>
    </message>
    <message>
        <source>cannot keep the cores awake: %1</source>
        <translation>die Kerne können nicht wach gehalten werden: %1</translation>
    </message>
    <message>
        <source>%1 out of order: expected #%2, got #%3</source>
        <translation>%1 außer der Reihe: erwartet #%2, erhalten #%3</translation>
    </message>
    <message>
        <source>%1 #%2 arrived corrupted</source>
        <translation>%1 #%2 kam beschädigt an</translation>
    </message>
    <message>
        <source>the receiver acknowledged %1 of %2 chunks</source>
        <translation>der Empfänger hat %1 von %2 Stücken bestätigt</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>Stück</translation>
    </message>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>ipclab-peer: %1 needs a value</source>
        <translation>ipclab-peer: %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>ipclab-peer: unknown option %1</source>
        <translation>ipclab-peer: unbekannte Option %1</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>; %1</translation>
    </message>
    <message>
        <source>lock points run elsewhere</source>
        <translation>Sperr-Messpunkte laufen anderswo</translation>
    </message>
    <message>
        <source>cannot start the peer process: %1</source>
        <translation>der Gegenstellen-Prozess kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>the peer process could not be reaped: %1</source>
        <translation>der Gegenstellen-Prozess konnte nicht eingesammelt werden: %1</translation>
    </message>
    <message>
        <source>the peer process had to be killed</source>
        <translation>der Gegenstellen-Prozess musste beendet werden</translation>
    </message>
    <message>
        <source>the peer process ended with %1 in round %2, after its repetition</source>
        <translation>der Gegenstellen-Prozess endete mit %1 in Runde %2, nach seiner Wiederholung</translation>
    </message>
    <message>
        <source>the peer process ended with %1 in round %2</source>
        <translation>der Gegenstellen-Prozess endete mit %1 in Runde %2</translation>
    </message>
    <message>
        <source>%1 cannot reach the remote peer %2: its shared memory, semaphores or queues exist only in one IPC namespace, and this system does not name its IPC namespaces (Linux does)</source>
        <translation>%1 erreicht die entfernte Gegenstelle %2 nicht: sein gemeinsamer Speicher, seine Semaphoren oder Warteschlangen existieren nur in einem IPC-Namensraum, und dieses System benennt seine IPC-Namensräume nicht (Linux tut es)</translation>
    </message>
    <message>
        <source>%1 cannot reach the remote peer %2: its shared memory, semaphores or queues exist only in one IPC namespace, and the peer is in another: separate IPC namespaces (%3 there, %4 here), as two containers have unless one joins the other&apos;s (docker run --ipc container:PEER, compose ipc: &quot;service:peer&quot;)</source>
        <translation>%1 erreicht die entfernte Gegenstelle %2 nicht: sein gemeinsamer Speicher, seine Semaphoren oder Warteschlangen existieren nur in einem IPC-Namensraum, und die Gegenstelle ist in einem anderen: getrennte IPC-Namensräume (%3 dort, %4 hier), wie sie zwei Container haben, solange keiner dem des anderen beitritt (docker run --ipc container:PEER, compose ipc: &quot;service:peer&quot;)</translation>
    </message>
    <message>
        <source>cannot connect to the remote peer&apos;s data port %1: %2</source>
        <translation>keine Verbindung zum Datenport %1 der entfernten Gegenstelle: %2</translation>
    </message>
    <message>
        <source>cannot connect to the remote peer&apos;s channel %1: %2</source>
        <translation>keine Verbindung zum Kanal %1 der entfernten Gegenstelle: %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 unreadable, assuming %2</source>
        <translation>%1 nicht lesbar, angenommen: %2</translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation>länger als %1 Bytes</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>responder: %1</source>
        <translation>Antwortseite: %1</translation>
    </message>
    <message>
        <source>cannot pin the threads to their CPUs</source>
        <translation>die Threads lassen sich nicht an ihre CPUs binden</translation>
    </message>
    <message>
        <source>peer process %1 ended with %2</source>
        <translation>Gegenstellen-Prozess %1 endete mit %2</translation>
    </message>
    <message>
        <source>a crash (status %1)</source>
        <translation>einem Absturz (Status %1)</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>a forced termination (exit code %1)</source>
        <translation>einem erzwungenen Abbruch (Exit-Code %1)</translation>
    </message>
    <message>
        <source>signal %1 (%2)</source>
        <translation>Signal %1 (%2)</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>Signal %1</translation>
    </message>
    <message>
        <source>an unknown status</source>
        <translation>unbekanntem Status</translation>
    </message>
    <message>
        <source>%1 connects two threads of one process</source>
        <translation>%1 verbindet zwei Threads eines Prozesses</translation>
    </message>
    <message>
        <source>%1 needs both processes in one IPC namespace (its shared memory, semaphores or queues exist only there): separate IPC namespaces, as on two hosts or in two containers that do not share one, cannot meet</source>
        <translation>%1 braucht beide Prozesse in einem IPC-Namensraum (sein gemeinsamer Speicher, seine Semaphoren oder Warteschlangen gibt es nur dort): getrennte IPC-Namensräume, wie auf zwei Hosts oder in zwei Containern ohne gemeinsamen, finden einander nicht</translation>
    </message>
    <message>
        <source>%1 is a report&apos;s one-sided method, timed on this machine only</source>
        <translation>%1 ist die einseitige Methode eines Berichts und wird nur auf diesem Rechner gemessen</translation>
    </message>
    <message>
        <source>%1 works through a descriptor the peer inherits: only a child of this process</source>
        <translation>%1 arbeitet über einen Deskriptor, den die Gegenstelle erbt: nur ein Kindprozess dieses Prozesses</translation>
    </message>
    <message>
        <source>%1 meets its peer at a path in this machine&apos;s file system</source>
        <translation>%1 trifft seine Gegenstelle an einem Pfad im Dateisystem dieses Rechners</translation>
    </message>
    <message numerus="yes">
        <source>not settled: the interval is wider than the figure itself after %n round(s)%1, time budget spent</source>
        <translation>
            <numerusform>nicht eingependelt: das Intervall ist breiter als der Wert selbst nach %n Runde%1, Zeitbudget verbraucht</numerusform>
            <numerusform>nicht eingependelt: das Intervall ist breiter als der Wert selbst nach %n Runden%1, Zeitbudget verbraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) (fixed) are too few for a 95% interval: it is wider than the figure itself and only %1% sure; 6 rounds or more, or let the run settle</source>
        <translation>
            <numerusform>%n Runde (fest) ist zu wenig für ein 95-%-Intervall: es ist breiter als der Wert selbst und nur zu %1 % sicher; 6 Runden oder mehr, oder die Messung einpendeln lassen</numerusform>
            <numerusform>%n Runden (fest) sind zu wenige für ein 95-%-Intervall: es ist breiter als der Wert selbst und nur zu %1 % sicher; 6 Runden oder mehr, oder die Messung einpendeln lassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imprecise: the interval is wider than the figure itself after %n round(s) (fixed); more rounds, or let the run settle</source>
        <translation>
            <numerusform>ungenau: das Intervall ist breiter als der Wert selbst nach %n Runde (fest); mehr Runden, oder die Messung einpendeln lassen</numerusform>
            <numerusform>ungenau: das Intervall ist breiter als der Wert selbst nach %n Runden (fest); mehr Runden, oder die Messung einpendeln lassen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.wall_with_startup_median_ns must not be negative</source>
        <translation>%1.wall_with_startup_median_ns darf nicht negativ sein</translation>
    </message>
    <message>
        <source>a peer is PATH:NODE=HOST:PORT or NODE=HOST:PORT (got &quot;%1&quot;)</source>
        <translation>eine Gegenstelle ist PFAD:KNOTEN=HOST:PORT oder KNOTEN=HOST:PORT (angegeben: „%1“)</translation>
    </message>
    <message>
        <source>a peer needs a node name before &apos;=&apos; (got &quot;%1&quot;)</source>
        <translation>eine Gegenstelle braucht einen Knotennamen vor „=“ (angegeben: „%1“)</translation>
    </message>
    <message>
        <source>peer %1: %2</source>
        <translation>Gegenstelle %1: %2</translation>
    </message>
    <message>
        <source>the maps measured different message sizes (%1 and %2 bytes)</source>
        <translation>die Karten maßen verschiedene Nachrichtengrößen (%1 und %2 Byte)</translation>
    </message>
    <message>
        <source>not JSON, or not a JSON object</source>
        <translation>kein JSON oder kein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a host map (no &quot;schema&quot;: &quot;ipclab-hostmap&quot;); a core map or a run file opens elsewhere</source>
        <translation>keine Host-Karte (kein &quot;schema&quot;: &quot;ipclab-hostmap&quot;); eine Kernkarte oder eine Messdatei öffnet sich anderswo</translation>
    </message>
    <message>
        <source>host map version %1 is not one this IPC Lab reads (1)</source>
        <translation>Host-Karten-Version %1 liest dieses IPC Lab nicht (1)</translation>
    </message>
    <message>
        <source>a cell names a node the map does not list (%1 to %2)</source>
        <translation>eine Zelle nennt einen Knoten, den die Karte nicht aufführt (%1 nach %2)</translation>
    </message>
    <message>
        <source>a field is missing or of the wrong type: %1</source>
        <translation>ein Feld fehlt oder hat den falschen Typ: %1</translation>
    </message>
    <message>
        <source>1 round (fixed) gives no interval; 6 rounds or more, or let the run settle</source>
        <translation>1 Runde (fest) ergibt kein Intervall; 6 Runden oder mehr, oder den Lauf sich einpendeln lassen</translation>
    </message>
    <message numerus="yes">
        <source>%n outlier(s) (%1‰) above %2, kept in every figure</source>
        <translation>
            <numerusform>%n Ausreißer (%1 ‰) über %2, in jeder Zahl enthalten</numerusform>
            <numerusform>%n Ausreißer (%1 ‰) über %2, in jeder Zahl enthalten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a FIFO</source>
        <translation>%1 ist kein FIFO</translation>
    </message>
    <message>
        <source>runs agree</source>
        <translation>Messungen stimmen überein</translation>
    </message>
    <message>
        <source>runs differ</source>
        <translation>Messungen weichen ab</translation>
    </message>
    <message>
        <source>no interval to compare</source>
        <translation>kein Intervall zum Vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>interrupted: %n of %1 run(s) measured; the figures across runs hold the points those runs finished</source>
        <translation>
            <numerusform>unterbrochen: %n von %1 Messung gemessen; die Werte über die Messungen enthalten die Punkte, die diese Messung abgeschlossen hat</numerusform>
            <numerusform>unterbrochen: %n von %1 Messungen gemessen; die Werte über die Messungen enthalten die Punkte, die diese Messungen abgeschlossen haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at %n point(s) of %1 the runs differ by more than one run&apos;s 95% interval: one run&apos;s interval understates the uncertainty there; quote the figure across runs with its interval</source>
        <translation>
            <numerusform>an %n Punkt von %1 weichen die Messungen um mehr als das 95-%-Intervall einer Messung voneinander ab: das Intervall einer einzelnen Messung unterschätzt dort die Unsicherheit; den Wert über die Messungen mit seinem Intervall angeben</numerusform>
            <numerusform>an %n Punkten von %1 weichen die Messungen um mehr als das 95-%-Intervall einer Messung voneinander ab: das Intervall einer einzelnen Messung unterschätzt dort die Unsicherheit; den Wert über die Messungen mit seinem Intervall angeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) are too few for a 95% interval of their median: the interval across runs is their [min, max], only %1% sure; 6 runs or more give 95%</source>
        <translation>
            <numerusform>%n Messung ist zu wenig für ein 95-%-Intervall ihres Medians: das Intervall über die Messungen ist ihr [Min, Max], nur zu %1 % sicher; 6 Messungen oder mehr ergeben 95 %</numerusform>
            <numerusform>%n Messungen sind zu wenige für ein 95-%-Intervall ihres Medians: das Intervall über die Messungen ist ihr [Min, Max], nur zu %1 % sicher; 6 Messungen oder mehr ergeben 95 %</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::CoreText</name>
    <message>
        <source>1 GiB through System V messages (optional)</source>
        <translation>1 GiB über System-V-Nachrichten (optional)</translation>
    </message>
    <message>
        <source>1 GiB through pipe and shared memory (optional)</source>
        <translation>1 GiB über Pipe und gemeinsamen Speicher (optional)</translation>
    </message>
    <message>
        <source>256 MiB through System V messages, chunks of 1, 2 pages</source>
        <translation>256 MiB über System-V-Nachrichten, Blöcke von 1, 2 Seiten</translation>
    </message>
    <message>
        <source>256 MiB through pipe and shared memory, chunks of 1, 2, 4 pages</source>
        <translation>256 MiB über Pipe und gemeinsamen Speicher, Blöcke von 1, 2, 4 Seiten</translation>
    </message>
    <message>
        <source>4 GiB through System V messages (optional, long)</source>
        <translation>4 GiB über System-V-Nachrichten (optional, lang)</translation>
    </message>
    <message>
        <source>4 GiB through pipe and shared memory (optional, long)</source>
        <translation>4 GiB über Pipe und gemeinsamen Speicher (optional, lang)</translation>
    </message>
    <message>
        <source>64 B ping-pong through every mechanism</source>
        <translation>64 B Ping-Pong durch alle Mechanismen</translation>
    </message>
    <message>
        <source>A WebSocket connection (RFC 6455) over loopback TCP with Nagle off, as browsers and many services use: after an HTTP upgrade handshake, each message travels as one binary frame. The sender writes a 2-14 byte frame header and, as the client, masks every payload byte with a random 4-byte key (a copy through the library&apos;s buffer that the server then undoes byte by byte); the bytes then take the same path as tcp: a copy into kernel socket buffers, the TCP/IP stack, the loopback device, a wake-up and a copy out. So it costs tcp plus framing and a pass over the data on each side.</source>
        <translation>Eine WebSocket-Verbindung (RFC 6455) über Loopback-TCP ohne Nagle, wie Browser und viele Dienste sie nutzen: Nach einem HTTP-Upgrade-Handshake reist jede Nachricht als ein binärer Frame. Der Sender schreibt einen Frame-Header von 2–14 Byte und maskiert als Client jedes Nutzdatenbyte mit einem zufälligen 4-Byte-Schlüssel (eine Kopie durch den Puffer der Bibliothek, die der Server dann Byte für Byte rückgängig macht); danach nehmen die Bytes denselben Weg wie bei tcp: eine Kopie in Kernel-Socket-Puffer, der TCP/IP-Stack, das Loopback-Gerät, ein Aufwecken und eine Kopie heraus. Es kostet also tcp plus Framing und einen Durchgang über die Daten auf jeder Seite.</translation>
    </message>
    <message>
        <source>AMD Ryzen 5 4600H, Arch Linux (kernel 6.0.6)</source>
        <translation>AMD Ryzen 5 4600H, Arch Linux (Kernel 6.0.6)</translation>
    </message>
    <message>
        <source>Anonymous pipe</source>
        <translation>Anonyme Pipe</translation>
    </message>
    <message>
        <source>Any size: messages larger than a 4 KiB slot travel as several slots.</source>
        <translation>Beliebige Größe: Nachrichten, die größer als ein 4-KiB-Slot sind, werden auf mehrere Slots verteilt.</translation>
    </message>
    <message>
        <source>Any size: messages larger than half the ring (16 MiB at most) stream through it in pieces.</source>
        <translation>Beliebige Größe: Nachrichten, die größer als der halbe Ring sind (höchstens 16 MiB), strömen stückweise hindurch.</translation>
    </message>
    <message>
        <source>As thread.spin, but the buffer is guarded by the operating system&apos;s own lock, here CRITICAL_SECTION with spin count. On Linux that is pthread_spinlock_t: an atomic exchange in user space, and a waiter spins for as long as it takes, never entering the kernel. On macOS it is os_unfair_lock, which is not a spin lock: uncontended it is one atomic operation, but a contended lock() sleeps in the kernel (ulock_wait) and must be woken, and it must never be shared between processes. Windows has no spin lock for programs; the closest is a CRITICAL_SECTION with a spin count (used here): it spins in user space up to 4000 times, then waits on a kernel event. How a thread waits for the lock is the OS&apos;s choice (hence the single &apos;spin&apos; strategy); the receiver polls the buffer&apos;s &apos;full&apos; flag with the pause instruction, burning a core while it waits. The message is copied in and out with memcpy; no system call happens unless the lock itself sleeps.</source>
        <translation>Wie thread.spin, aber der Puffer wird durch die Sperre des Betriebssystems selbst geschützt, hier CRITICAL_SECTION mit Spin-Zähler. Unter Linux ist das pthread_spinlock_t: ein atomarer Austausch im User-Space, und ein Wartender wartet aktiv, so lange es dauert, ohne je in den Kernel zu wechseln. Unter macOS ist es os_unfair_lock, das kein Spinlock ist: Ohne Konkurrenz ist es eine atomare Operation, aber ein umkämpftes lock() schläft im Kernel (ulock_wait) und muss geweckt werden, und es darf niemals zwischen Prozessen geteilt werden. Windows bietet Programmen keinen Spinlock; am nächsten kommt eine CRITICAL_SECTION mit Spin-Zähler (hier verwendet): Sie wartet bis zu 4000-mal aktiv im User-Space und dann auf ein Kernel-Ereignis. Wie ein Thread auf die Sperre wartet, entscheidet das Betriebssystem (daher die einzige Strategie „Aktiv warten“, spin); der Empfänger fragt das „full“-Flag des Puffers mit dem pause-Befehl ab und belegt dabei, solange er wartet, einen Kern. Die Nachricht wird per memcpy hinein- und herauskopiert; ein Systemaufruf findet nur statt, wenn die Sperre selbst schläft.</translation>
    </message>
    <message>
        <source>As thread.spin, but the buffer is guarded by the operating system&apos;s own lock, here os_unfair_lock. On Linux that is pthread_spinlock_t: an atomic exchange in user space, and a waiter spins for as long as it takes, never entering the kernel. On macOS it is os_unfair_lock, which is not a spin lock: uncontended it is one atomic operation, but a contended lock() sleeps in the kernel (ulock_wait) and must be woken, and it must never be shared between processes. Windows has no spin lock for programs; the closest is a CRITICAL_SECTION with a spin count (used here): it spins in user space up to 4000 times, then waits on a kernel event. How a thread waits for the lock is the OS&apos;s choice (hence the single &apos;spin&apos; strategy); the receiver polls the buffer&apos;s &apos;full&apos; flag with the pause instruction, burning a core while it waits. The message is copied in and out with memcpy; no system call happens unless the lock itself sleeps.</source>
        <translation>Wie thread.spin, aber der Puffer wird durch die Sperre des Betriebssystems selbst geschützt, hier os_unfair_lock. Unter Linux ist das pthread_spinlock_t: ein atomarer Austausch im User-Space, und ein Wartender wartet aktiv, so lange es dauert, ohne je in den Kernel zu wechseln. Unter macOS ist es os_unfair_lock, das kein Spinlock ist: Ohne Konkurrenz ist es eine atomare Operation, aber ein umkämpftes lock() schläft im Kernel (ulock_wait) und muss geweckt werden, und es darf niemals zwischen Prozessen geteilt werden. Windows bietet Programmen keinen Spinlock; am nächsten kommt eine CRITICAL_SECTION mit Spin-Zähler (hier verwendet): Sie wartet bis zu 4000-mal aktiv im User-Space und dann auf ein Kernel-Ereignis. Wie ein Thread auf die Sperre wartet, entscheidet das Betriebssystem (daher die einzige Strategie „Aktiv warten“, spin); der Empfänger fragt das „full“-Flag des Puffers mit dem pause-Befehl ab und belegt dabei, solange er wartet, einen Kern. Die Nachricht wird per memcpy hinein- und herauskopiert; ein Systemaufruf findet nur statt, wenn die Sperre selbst schläft.</translation>
    </message>
    <message>
        <source>As thread.spin, but the buffer is guarded by the operating system&apos;s own lock, here pthread_spinlock_t. On Linux that is pthread_spinlock_t: an atomic exchange in user space, and a waiter spins for as long as it takes, never entering the kernel. On macOS it is os_unfair_lock, which is not a spin lock: uncontended it is one atomic operation, but a contended lock() sleeps in the kernel (ulock_wait) and must be woken, and it must never be shared between processes. Windows has no spin lock for programs; the closest is a CRITICAL_SECTION with a spin count (used here): it spins in user space up to 4000 times, then waits on a kernel event. How a thread waits for the lock is the OS&apos;s choice (hence the single &apos;spin&apos; strategy); the receiver polls the buffer&apos;s &apos;full&apos; flag with the pause instruction, burning a core while it waits. The message is copied in and out with memcpy; no system call happens unless the lock itself sleeps.</source>
        <translation>Wie thread.spin, aber der Puffer wird durch die Sperre des Betriebssystems selbst geschützt, hier pthread_spinlock_t. Unter Linux ist das pthread_spinlock_t: ein atomarer Austausch im User-Space, und ein Wartender wartet aktiv, so lange es dauert, ohne je in den Kernel zu wechseln. Unter macOS ist es os_unfair_lock, das kein Spinlock ist: Ohne Konkurrenz ist es eine atomare Operation, aber ein umkämpftes lock() schläft im Kernel (ulock_wait) und muss geweckt werden, und es darf niemals zwischen Prozessen geteilt werden. Windows bietet Programmen keinen Spinlock; am nächsten kommt eine CRITICAL_SECTION mit Spin-Zähler (hier verwendet): Sie wartet bis zu 4000-mal aktiv im User-Space und dann auf ein Kernel-Ereignis. Wie ein Thread auf die Sperre wartet, entscheidet das Betriebssystem (daher die einzige Strategie „Aktiv warten“, spin); der Empfänger fragt das „full“-Flag des Puffers mit dem pause-Befehl ab und belegt dabei, solange er wartet, einen Kern. Die Nachricht wird per memcpy hinein- und herauskopiert; ein Systemaufruf findet nur statt, wenn die Sperre selbst schläft.</translation>
    </message>
    <message>
        <source>BSD sockets</source>
        <translation>BSD-Sockets</translation>
    </message>
    <message>
        <source>Boost.Interprocess message_queue</source>
        <translation>Boost.Interprocess message_queue</translation>
    </message>
    <message>
        <source>CreateFileMapping backed by the paging file, owner-only DACL; it lives while any process holds a handle to it</source>
        <translation>CreateFileMapping, gestützt auf die Auslagerungsdatei, DACL nur für den Besitzer; besteht, solange irgendein Prozess ein Handle darauf hält</translation>
    </message>
    <message>
        <source>CreatePipe, non-inheritable; a child inherits only the listed handles (PROC_THREAD_ATTRIBUTE_HANDLE_LIST)</source>
        <translation>CreatePipe, nicht vererbbar; ein Kindprozess erbt nur die aufgeführten Handles (PROC_THREAD_ATTRIBUTE_HANDLE_LIST)</translation>
    </message>
    <message>
        <source>Full sweep: every mechanism, 4 B to 1 MiB, latency and throughput</source>
        <translation>Vollständiger Durchlauf: alle Mechanismen, 4 B bis 1 MiB, Latenz und Durchsatz</translation>
    </message>
    <message>
        <source>Intel Core i5-4570, RHEL 6.7</source>
        <translation>Intel Core i5-4570, RHEL 6.7</translation>
    </message>
    <message>
        <source>Latency, 4 B .. 1 MiB</source>
        <translation>Latenz, 4 B .. 1 MiB</translation>
    </message>
    <message>
        <source>Named pipe (FIFO)</source>
        <translation>Benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>POSIX message queue</source>
        <translation>POSIX-Nachrichtenwarteschlange</translation>
    </message>
    <message>
        <source>POSIX message queues (mq_open) do not exist on Windows</source>
        <translation>POSIX-Nachrichtenwarteschlangen (mq_open) gibt es unter Windows nicht</translation>
    </message>
    <message>
        <source>Queue messages are at most 64 KiB (each queue reserves its slots up front); larger messages travel as several queue messages, up to 64 MiB in all.</source>
        <translation>Nachrichten der Warteschlange haben höchstens 64 KiB (jede Warteschlange reserviert ihre Slots im Voraus); größere Nachrichten werden als mehrere Warteschlangennachrichten übertragen, insgesamt bis zu 64 MiB.</translation>
    </message>
    <message>
        <source>Quick tour: every mechanism at 64 B</source>
        <translation>Schnelltour: alle Mechanismen bei 64 B</translation>
    </message>
    <message>
        <source>Real communication at 64 B: lock hand-off, UDP, WebSocket</source>
        <translation>Echte Kommunikation bei 64 B: Übergabe per Sperre, UDP, WebSocket</translation>
    </message>
    <message>
        <source>Real communication: echoed hand-offs</source>
        <translation>Echte Kommunikation: Übergaben mit Echo</translation>
    </message>
    <message>
        <source>Report 000&apos;s &quot;threads&quot; method, reproduced as it was: one thread locks a mutex, copies the payload into a shared variable and unlocks, in a loop, and nobody ever reads. This is not communication. There is no second party, nothing is handed over and nobody is woken; the mutex is never contended, so locking and unlocking are one atomic instruction each, and the cache line holding the variable never leaves this core&apos;s L1 cache. That is why report 000 found 0.0139 us per message, and why its &quot;UDP is 195.5x slower&quot; is not comparable: it sets a memory write against a system call that hands a datagram to the kernel (report000.sendto). To compare thread communication with UDP, use thread.mutex or thread.semaphore, where a second thread really receives, against udp.</source>
        <translation>Die „Threads“-Methode von Bericht 000, so nachgebaut, wie sie war: Ein Thread sperrt in einer Schleife einen Mutex, kopiert die Nutzdaten in eine gemeinsame Variable und entsperrt, und niemand liest je. Das ist keine Kommunikation. Es gibt keine zweite Seite, nichts wird übergeben und niemand geweckt; der Mutex ist nie umkämpft, daher sind Sperren und Entsperren je ein atomarer Befehl, und die Cache-Zeile mit der Variablen verlässt nie den L1-Cache dieses Kerns. Deshalb fand Bericht 000 0,0139 µs pro Nachricht, und deshalb ist sein „UDP ist 195,5-mal langsamer“ nicht vergleichbar: Es stellt einen Schreibzugriff auf den Speicher einem Systemaufruf gegenüber, der dem Kernel ein Datagramm übergibt (report000.sendto). Um Kommunikation zwischen Threads mit UDP zu vergleichen, thread.mutex oder thread.semaphore, bei denen ein zweiter Thread wirklich empfängt, gegen udp messen.</translation>
    </message>
    <message>
        <source>Report 000: UDP sendto to 127.0.0.1 (Windows PC)</source>
        <translation>Bericht 000: UDP sendto an 127.0.0.1 (Windows-PC)</translation>
    </message>
    <message>
        <source>Report 000: lock, write, unlock (nobody reads)</source>
        <translation>Bericht 000: sperren, schreiben, entsperren (niemand liest)</translation>
    </message>
    <message>
        <source>Report 000: sendto with nobody receiving</source>
        <translation>Bericht 000: sendto, ohne dass jemand empfängt</translation>
    </message>
    <message>
        <source>Report 000: threads (mutex) vs UDP sendto</source>
        <translation>Bericht 000: Threads (Mutex) vs. UDP sendto</translation>
    </message>
    <message>
        <source>Report 000: threads, lock/write/unlock (Windows PC)</source>
        <translation>Bericht 000: Threads, Sperren/Schreiben/Freigeben (Windows-PC)</translation>
    </message>
    <message>
        <source>Report 001: C++ UDP (lab PC)</source>
        <translation>Bericht 001: C++-UDP (Labor-PC)</translation>
    </message>
    <message>
        <source>Report 001: C++ threads (lab PC)</source>
        <translation>Bericht 001: C++-Threads (Labor-PC)</translation>
    </message>
    <message>
        <source>Report 001: Python UDP (lab PC)</source>
        <translation>Bericht 001: Python-UDP (Labor-PC)</translation>
    </message>
    <message>
        <source>Report 001: Python WebSockets (lab PC)</source>
        <translation>Bericht 001: Python-WebSockets (Labor-PC)</translation>
    </message>
    <message>
        <source>Report 001: Python threads + Lock (lab PC)</source>
        <translation>Bericht 001: Python-Threads + Lock (Labor-PC)</translation>
    </message>
    <message>
        <source>Report 001: threads vs UDP vs WebSockets (Python)</source>
        <translation>Bericht 001: Threads vs. UDP vs. WebSockets (Python)</translation>
    </message>
    <message>
        <source>Report 002: message queues vs shared memory vs pipes (bulk transfer)</source>
        <translation>Bericht 002: Nachrichtenwarteschlangen vs. gemeinsamer Speicher vs. Pipes (Massenübertragung)</translation>
    </message>
    <message>
        <source>Report 002: messages, 1 GiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: Nachrichten, 1 GiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: messages, 256 MiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: Nachrichten, 256 MiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: messages, 4 GiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: Nachrichten, 4 GiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: pipe, 1 GiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: Pipe, 1 GiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: pipe, 256 MiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: Pipe, 256 MiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: pipe, 4 GiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: Pipe, 4 GiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: shared memory, 1 GiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: gemeinsamer Speicher, 1 GiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: shared memory, 256 MiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: gemeinsamer Speicher, 256 MiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 002: shared memory, 4 GiB (Ryzen 5 4600H)</source>
        <translation>Bericht 002: gemeinsamer Speicher, 4 GiB (Ryzen 5 4600H)</translation>
    </message>
    <message>
        <source>Report 003: ZeroMQ inproc (MacBook Pro)</source>
        <translation>Bericht 003: ZeroMQ inproc (MacBook Pro)</translation>
    </message>
    <message>
        <source>Report 003: ZeroMQ ipc (MacBook Pro)</source>
        <translation>Bericht 003: ZeroMQ ipc (MacBook Pro)</translation>
    </message>
    <message>
        <source>Report 003: ZeroMQ tcp between Docker containers (MacBook Pro)</source>
        <translation>Bericht 003: ZeroMQ tcp zwischen Docker-Containern (MacBook Pro)</translation>
    </message>
    <message>
        <source>Report 003: semaphore, threads (MacBook Pro)</source>
        <translation>Bericht 003: Semaphor, Threads (MacBook Pro)</translation>
    </message>
    <message>
        <source>Report 003: spin lock in shared memory, processes (MacBook Pro)</source>
        <translation>Bericht 003: Spinlock im gemeinsamen Speicher, Prozesse (MacBook Pro)</translation>
    </message>
    <message>
        <source>Report 003: spin lock, threads (MacBook Pro)</source>
        <translation>Bericht 003: Spinlock, Threads (MacBook Pro)</translation>
    </message>
    <message>
        <source>Report 003: spin locks, semaphores and ZeroMQ (German)</source>
        <translation>Bericht 003: Spinlocks, Semaphore und ZeroMQ (deutschsprachig)</translation>
    </message>
    <message>
        <source>Report 004: pipes vs TCP vs shared memory</source>
        <translation>Bericht 004: Pipes vs. TCP vs. gemeinsamer Speicher</translation>
    </message>
    <message>
        <source>Semaphore, two threads (Aufgabe 2)</source>
        <translation>Semaphor, zwei Threads (Aufgabe 2)</translation>
    </message>
    <message>
        <source>Shared memory: process-shared semaphores</source>
        <translation>Gemeinsamer Speicher: prozessübergreifende Semaphore</translation>
    </message>
    <message>
        <source>Shared memory: spin flag</source>
        <translation>Gemeinsamer Speicher: Spin-Flag</translation>
    </message>
    <message>
        <source>Shared-memory bounded buffer (process-shared mutex + condition)</source>
        <translation>Begrenzter Puffer im gemeinsamen Speicher (prozessübergreifender Mutex + Bedingung)</translation>
    </message>
    <message>
        <source>Shared-memory lock-free ring (single producer, single consumer)</source>
        <translation>Lock-freier Ring im gemeinsamen Speicher (ein Erzeuger, ein Verbraucher)</translation>
    </message>
    <message>
        <source>Spin locks, threads and processes (Aufgabe 1)</source>
        <translation>Spinlocks, Threads und Prozesse (Aufgabe 1)</translation>
    </message>
    <message>
        <source>System V message queue</source>
        <translation>System-V-Nachrichtenwarteschlange</translation>
    </message>
    <message>
        <source>System V message queues (msgget) do not exist on Windows</source>
        <translation>System-V-Nachrichtenwarteschlangen (msgget) gibt es unter Windows nicht</translation>
    </message>
    <message>
        <source>TCP socket (loopback, TCP_NODELAY)</source>
        <translation>TCP-Socket (Loopback, TCP_NODELAY)</translation>
    </message>
    <message>
        <source>Threads: C++20 std::counting_semaphore (spins, then sleeps)</source>
        <translation>Threads: C++20 std::counting_semaphore (wartet aktiv, schläft dann)</translation>
    </message>
    <message>
        <source>Threads: mutex + condition variable</source>
        <translation>Threads: Mutex + Bedingungsvariable</translation>
    </message>
    <message>
        <source>Threads: spin lock (std::atomic_flag)</source>
        <translation>Threads: Spinlock (std::atomic_flag)</translation>
    </message>
    <message>
        <source>Threads: the OS&apos;s semaphore (atomic count + WaitOnAddress)</source>
        <translation>Threads: der Semaphor des Betriebssystems (atomarer Zähler + WaitOnAddress)</translation>
    </message>
    <message>
        <source>Threads: the OS&apos;s semaphore (dispatch_semaphore_t)</source>
        <translation>Threads: der Semaphor des Betriebssystems (dispatch_semaphore_t)</translation>
    </message>
    <message>
        <source>Threads: the OS&apos;s semaphore (unnamed POSIX sem_t)</source>
        <translation>Threads: der Semaphor des Betriebssystems (unbenanntes POSIX-sem_t)</translation>
    </message>
    <message>
        <source>Threads: the OS&apos;s spin lock (CRITICAL_SECTION with spin count)</source>
        <translation>Threads: der Spinlock des Betriebssystems (CRITICAL_SECTION mit Spin-Zähler)</translation>
    </message>
    <message>
        <source>Threads: the OS&apos;s spin lock (os_unfair_lock)</source>
        <translation>Threads: der Spinlock des Betriebssystems (os_unfair_lock)</translation>
    </message>
    <message>
        <source>Threads: the OS&apos;s spin lock (pthread_spinlock_t)</source>
        <translation>Threads: der Spinlock des Betriebssystems (pthread_spinlock_t)</translation>
    </message>
    <message>
        <source>Throughput, 4 B .. 2 KiB (10,000 chunks)</source>
        <translation>Durchsatz, 4 B .. 2 KiB (10&#xa0;000 Blöcke)</translation>
    </message>
    <message>
        <source>Throughput, 4 KiB .. 1 MiB (16 MiB per repetition)</source>
        <translation>Durchsatz, 4 KiB .. 1 MiB (16 MiB pro Wiederholung)</translation>
    </message>
    <message>
        <source>Two Boost.Interprocess message queues (one per direction), each a named shared memory segment holding a fixed number of fixed-size message slots, an index kept in priority order, and a process-shared mutex with two conditions. send() locks, waits while the queue is full, copies the message into a slot, unlocks and signals; receive() does the mirror image and copies the message out. Like shm.condvar it makes no system call while neither side has to wait, copies the data twice, and pays a futex sleep and wake-up whenever a side waits. On Windows and macOS Boost emulates the segment (a file on Windows) and the mutex and conditions (spin, yield, then short sleeps), so there it measures Boost&apos;s emulation rather than a kernel primitive.</source>
        <translation>Zwei Nachrichtenwarteschlangen von Boost.Interprocess (eine je Richtung), jede ein benanntes Segment gemeinsamen Speichers mit einer festen Anzahl von Nachrichten-Slots fester Größe, einem nach Priorität geordneten Index und einem prozessübergreifenden Mutex mit zwei Bedingungen. send() sperrt, wartet, solange die Warteschlange voll ist, kopiert die Nachricht in einen Slot, entsperrt und signalisiert; receive() tut spiegelbildlich dasselbe und kopiert die Nachricht heraus. Wie shm.condvar macht sie keinen Systemaufruf, solange keine Seite warten muss, kopiert die Daten zweimal und bezahlt ein Schlafen und Aufwecken über futex, sobald eine Seite wartet. Unter Windows und macOS emuliert Boost das Segment (unter Windows eine Datei) sowie den Mutex und die Bedingungen (aktiv warten, CPU abgeben, dann kurze Schlafpausen), dort misst dies also die Emulation von Boost und kein Kernel-Primitiv.</translation>
    </message>
    <message>
        <source>Two processes connected by TCP over the loopback interface, with Nagle&apos;s algorithm off (TCP_NODELAY) so small messages leave at once. Each send() copies the data into kernel socket buffers and runs the whole TCP/IP stack (headers, checksums offloaded, acknowledgements) before the loopback device hands the segment to the receiving socket; recv() copies it out. More work per message than a pipe, but the same two copies, and the same wake-up of a sleeping receiver.</source>
        <translation>Zwei Prozesse, über TCP auf der Loopback-Schnittstelle verbunden, mit abgeschaltetem Nagle-Algorithmus (TCP_NODELAY), damit kleine Nachrichten sofort abgehen. Jedes send() kopiert die Daten in Kernel-Socket-Puffer und durchläuft den ganzen TCP/IP-Stack (Header, ausgelagerte Prüfsummen, Bestätigungen), bevor das Loopback-Gerät das Segment an den empfangenden Socket übergibt; recv() kopiert es heraus. Mehr Arbeit pro Nachricht als bei einer Pipe, aber dieselben zwei Kopien und dasselbe Aufwecken eines schlafenden Empfängers.</translation>
    </message>
    <message>
        <source>Two processes connected by ZeroMQ PAIR sockets over TCP on loopback (ZeroMQ turns Nagle off). Each side has a ZeroMQ I/O thread that frames messages (ZMTP) and moves them between the application&apos;s queue and the kernel socket: the work of tcp plus a thread hand-off at each end. Each zmq_send() copies the message into a ZeroMQ message and queues it on a pipe to ZeroMQ&apos;s I/O thread or peer socket; the receiver copies it out of the message in zmq_recv(). A PAIR socket waits for a message by sleeping on a file descriptor that the sender&apos;s side signals (an eventfd on Linux), so every hand-off to a sleeping thread costs a system call to signal and a wake-up, on top of the transport. The CPU time per message counts only the thread that calls send/receive on each side, not ZeroMQ&apos;s I/O thread, which frames the messages and makes the socket system calls: the real CPU cost is higher than shown (compare with tcp/uds, which do the same kernel work without the extra thread).</source>
        <translation>Zwei Prozesse, verbunden durch ZeroMQ-PAIR-Sockets über TCP auf Loopback (ZeroMQ schaltet Nagle ab). Jede Seite hat einen I/O-Thread von ZeroMQ, der Nachrichten rahmt (ZMTP) und sie zwischen der Warteschlange der Anwendung und dem Kernel-Socket bewegt: die Arbeit von tcp plus eine Übergabe zwischen Threads an jedem Ende. Jedes zmq_send() kopiert die Nachricht in eine ZeroMQ-Nachricht und reiht sie in eine Pipe zum I/O-Thread von ZeroMQ oder zum Socket der Gegenstelle ein; der Empfänger kopiert sie in zmq_recv() aus der Nachricht heraus. Ein PAIR-Socket wartet auf eine Nachricht, indem er auf einem Dateideskriptor schläft, den die Seite des Senders signalisiert (unter Linux ein eventfd); daher kostet jede Übergabe an einen schlafenden Thread einen Systemaufruf zum Signalisieren und ein Aufwecken, zusätzlich zum Transport. Die CPU-Zeit pro Nachricht zählt auf jeder Seite nur den Thread, der send/receive aufruft, nicht den I/O-Thread von ZeroMQ, der die Nachrichten rahmt und die Socket-Systemaufrufe macht: Die tatsächlichen CPU-Kosten sind höher als angezeigt (zum Vergleich tcp/uds, die dieselbe Kernel-Arbeit ohne den zusätzlichen Thread leisten).</translation>
    </message>
    <message>
        <source>Two processes connected by ZeroMQ PAIR sockets over the ipc transport: a Unix domain socket file in a private (0700) temporary folder, removed afterwards. Each side has a ZeroMQ I/O thread that moves framed messages between the application&apos;s queue and the kernel socket, so a message is copied into the ZeroMQ message, into the kernel, out of it and out of the message, with a hand-off between threads at each end. Each zmq_send() copies the message into a ZeroMQ message and queues it on a pipe to ZeroMQ&apos;s I/O thread or peer socket; the receiver copies it out of the message in zmq_recv(). A PAIR socket waits for a message by sleeping on a file descriptor that the sender&apos;s side signals (an eventfd on Linux), so every hand-off to a sleeping thread costs a system call to signal and a wake-up, on top of the transport. The CPU time per message counts only the thread that calls send/receive on each side, not ZeroMQ&apos;s I/O thread, which frames the messages and makes the socket system calls: the real CPU cost is higher than shown (compare with tcp/uds, which do the same kernel work without the extra thread).</source>
        <translation>Zwei Prozesse, verbunden durch ZeroMQ-PAIR-Sockets über den ipc-Transport: eine Unix-Domain-Socket-Datei in einem privaten (0700) temporären Ordner, die danach entfernt wird. Jede Seite hat einen I/O-Thread von ZeroMQ, der gerahmte Nachrichten zwischen der Warteschlange der Anwendung und dem Kernel-Socket bewegt; eine Nachricht wird also in die ZeroMQ-Nachricht kopiert, in den Kernel, aus ihm heraus und aus der Nachricht heraus, mit einer Übergabe zwischen Threads an jedem Ende. Jedes zmq_send() kopiert die Nachricht in eine ZeroMQ-Nachricht und reiht sie in eine Pipe zum I/O-Thread von ZeroMQ oder zum Socket der Gegenstelle ein; der Empfänger kopiert sie in zmq_recv() aus der Nachricht heraus. Ein PAIR-Socket wartet auf eine Nachricht, indem er auf einem Dateideskriptor schläft, den die Seite des Senders signalisiert (unter Linux ein eventfd); daher kostet jede Übergabe an einen schlafenden Thread einen Systemaufruf zum Signalisieren und ein Aufwecken, zusätzlich zum Transport. Die CPU-Zeit pro Nachricht zählt auf jeder Seite nur den Thread, der send/receive aufruft, nicht den I/O-Thread von ZeroMQ, der die Nachrichten rahmt und die Socket-Systemaufrufe macht: Die tatsächlichen CPU-Kosten sind höher als angezeigt (zum Vergleich tcp/uds, die dieselbe Kernel-Arbeit ohne den zusätzlichen Thread leisten).</translation>
    </message>
    <message>
        <source>Two processes connected by a Unix domain stream socket (AF_UNIX), whose file lives in a private directory only while the peer connects. send() copies the data into a socket buffer that the kernel queues directly on the receiving socket, and recv() copies it out: the same two copies and two system calls as a pipe, with none of TCP/IP&apos;s protocol work (no headers, checksums, acknowledgements or loopback device), so it sits between a pipe and loopback TCP. A blocked receiver must be woken, as with every kernel mechanism. Windows has AF_UNIX since Windows 10 version 1803.</source>
        <translation>Zwei Prozesse, verbunden durch einen Unix-Domain-Stream-Socket (AF_UNIX), dessen Datei nur so lange in einem privaten Verzeichnis liegt, wie sich die Gegenstelle verbindet. send() kopiert die Daten in einen Socket-Puffer, den der Kernel direkt beim empfangenden Socket einreiht, und recv() kopiert sie heraus: dieselben zwei Kopien und zwei Systemaufrufe wie bei einer Pipe, ohne die Protokollarbeit von TCP/IP (keine Header, Prüfsummen, Bestätigungen und kein Loopback-Gerät), daher liegt er zwischen einer Pipe und Loopback-TCP. Ein blockierter Empfänger muss geweckt werden, wie bei jedem Kernel-Mechanismus. Windows hat AF_UNIX seit Windows 10 Version 1803.</translation>
    </message>
    <message>
        <source>Two processes map the same named shared-memory segment (shm_open + mmap; CreateFileMapping + MapViewOfFile on Windows), so the same physical pages appear in both address spaces. In it, a one-message buffer per direction is guarded by a spin flag - a 32-bit atomic word taken with an atomic exchange, as report 003&apos;s spin lock in shared memory (our own atomic: the OS spin locks must not be shared between processes on macOS). The receiver polls the buffer&apos;s &apos;full&apos; flag with the pause instruction; the message is copied into the segment and out again with memcpy. After set-up there is no system call and no kernel involvement at all: a hand-off costs the cache-line transfers between the cores, the same as between two threads - a process boundary adds nothing once the memory is shared. The price is a core burnt at 100% by each waiting process, and on one shared core a waiter spins until preempted unless it yields (&apos;spin-yield&apos;).</source>
        <translation>Zwei Prozesse blenden dasselbe benannte Segment gemeinsamen Speichers ein (shm_open + mmap; unter Windows CreateFileMapping + MapViewOfFile), sodass dieselben physischen Seiten in beiden Adressräumen erscheinen. Darin ist je Richtung ein Puffer für eine Nachricht durch ein Spin-Flag geschützt – ein atomares 32-Bit-Wort, das mit einem atomaren Austausch genommen wird, wie der Spinlock im gemeinsamen Speicher aus Bericht 003 (unser eigenes Atomic: Die Spinlocks des Betriebssystems dürfen unter macOS nicht zwischen Prozessen geteilt werden). Der Empfänger fragt das „full“-Flag des Puffers mit dem pause-Befehl ab; die Nachricht wird per memcpy in das Segment und wieder heraus kopiert. Nach der Einrichtung gibt es keinen Systemaufruf und keinerlei Beteiligung des Kernels: Eine Übergabe kostet die Übertragung der Cache-Zeilen zwischen den Kernen, genau wie zwischen zwei Threads – eine Prozessgrenze kostet nichts zusätzlich, sobald der Speicher geteilt ist. Der Preis ist ein Kern, den jeder wartende Prozess zu 100 % auslastet, und auf einem gemeinsam genutzten Kern wartet ein Wartender aktiv, bis er verdrängt wird, es sei denn, er gibt die CPU ab („Aktiv warten, dann abgeben“, spin-yield).</translation>
    </message>
    <message>
        <source>Two processes, two POSIX message queues (one per direction) that the measuring side creates (mq_open, O_EXCL, mode 0600) and unlinks afterwards. mq_send() copies the message into a kernel buffer attached to the queue and mq_receive() copies it out: two system calls and two copies, like a pipe, but message boundaries are kept and a message may not exceed the queue&apos;s fixed size, which the system caps. A receiver blocked in mq_receive() sleeps until a message arrives (Linux wakes it directly, handing the message over), so the cross-core wake-up dominates small messages here as well. Queues have no end of file: a dead sender is noticed only by a timeout.</source>
        <translation>Zwei Prozesse, zwei POSIX-Nachrichtenwarteschlangen (eine je Richtung), die die messende Seite anlegt (mq_open, O_EXCL, Modus 0600) und danach entfernt (unlink). mq_send() kopiert die Nachricht in einen Kernel-Puffer, der zur Warteschlange gehört, und mq_receive() kopiert sie heraus: zwei Systemaufrufe und zwei Kopien wie bei einer Pipe, aber die Nachrichtengrenzen bleiben erhalten, und eine Nachricht darf die feste Größe der Warteschlange nicht überschreiten, die das System nach oben begrenzt. Ein in mq_receive() blockierter Empfänger schläft, bis eine Nachricht eintrifft (Linux weckt ihn direkt und übergibt ihm die Nachricht), daher bestimmt auch hier das Aufwecken auf einem anderen Kern die Latenz kleiner Nachrichten. Warteschlangen haben kein Dateiende: Ein toter Sender wird nur durch eine Zeitüberschreitung bemerkt.</translation>
    </message>
    <message>
        <source>Two processes, two anonymous pipes (one per direction). Every message costs a write() system call that copies it from the sender into a kernel buffer (64 KiB on Linux), and a read() that copies it out again: two copies and two system calls per message, more for messages larger than the buffer. A reader blocked in read() sleeps in the kernel and must be woken, which on another idle core is the largest part of a small message&apos;s latency.</source>
        <translation>Zwei Prozesse, zwei anonyme Pipes (eine je Richtung). Jede Nachricht kostet einen write()-Systemaufruf, der sie vom Sender in einen Kernel-Puffer kopiert (64 KiB unter Linux), und ein read(), das sie wieder herauskopiert: zwei Kopien und zwei Systemaufrufe pro Nachricht, mehr bei Nachrichten, die größer als der Puffer sind. Ein in read() blockierter Leser schläft im Kernel und muss geweckt werden, was auf einem anderen, ruhenden Kern den größten Teil der Latenz einer kleinen Nachricht ausmacht.</translation>
    </message>
    <message>
        <source>Two processes, two named pipes (one per direction) that the measuring side creates in a private directory (mkfifo, mode 0600) and removes afterwards; the peer opens them by name. Once open, a FIFO is exactly an anonymous pipe: each message costs a write() that copies it into a kernel buffer (64 KiB on Linux) and a read() that copies it out, two system calls and two copies, and a reader blocked in read() must be woken by the scheduler. Only opening differs (by path, and open() waits for the other end). On Windows this is a named pipe (CreateNamedPipe / CreateFile, byte mode, local clients only), where ReadFile and WriteFile go through the named-pipe file system driver.</source>
        <translation>Zwei Prozesse, zwei benannte Pipes (eine je Richtung), die die messende Seite in einem privaten Verzeichnis anlegt (mkfifo, Modus 0600) und danach entfernt; die Gegenstelle öffnet sie über ihren Namen. Einmal geöffnet, ist ein FIFO genau eine anonyme Pipe: Jede Nachricht kostet ein write(), das sie in einen Kernel-Puffer kopiert (64 KiB unter Linux), und ein read(), das sie herauskopiert, also zwei Systemaufrufe und zwei Kopien, und ein in read() blockierter Leser muss vom Scheduler geweckt werden. Nur das Öffnen unterscheidet sich (über einen Pfad, und open() wartet auf das andere Ende). Unter Windows ist dies eine benannte Pipe (CreateNamedPipe / CreateFile, Byte-Modus, nur lokale Clients), bei der ReadFile und WriteFile durch den Dateisystemtreiber für benannte Pipes laufen.</translation>
    </message>
    <message>
        <source>Two threads of one process connected by ZeroMQ PAIR sockets over the inproc transport: no kernel socket at all, messages pass through a lock-free queue in memory between the two sockets. Each zmq_send() copies the message into a ZeroMQ message and queues it on a pipe to ZeroMQ&apos;s I/O thread or peer socket; the receiver copies it out of the message in zmq_recv(). A PAIR socket waits for a message by sleeping on a file descriptor that the sender&apos;s side signals (an eventfd on Linux), so every hand-off to a sleeping thread costs a system call to signal and a wake-up, on top of the transport.</source>
        <translation>Zwei Threads eines Prozesses, verbunden durch ZeroMQ-PAIR-Sockets über den inproc-Transport: überhaupt kein Kernel-Socket, die Nachrichten laufen durch eine lock-freie Warteschlange im Speicher zwischen den beiden Sockets. Jedes zmq_send() kopiert die Nachricht in eine ZeroMQ-Nachricht und reiht sie in eine Pipe zum I/O-Thread von ZeroMQ oder zum Socket der Gegenstelle ein; der Empfänger kopiert sie in zmq_recv() aus der Nachricht heraus. Ein PAIR-Socket wartet auf eine Nachricht, indem er auf einem Dateideskriptor schläft, den die Seite des Senders signalisiert (unter Linux ein eventfd); daher kostet jede Übergabe an einen schlafenden Thread einen Systemaufruf zum Signalisieren und ein Aufwecken, zusätzlich zum Transport.</translation>
    </message>
    <message>
        <source>Two threads of one process share a buffer per direction, guarded by a std::mutex; a std::condition_variable wakes the other thread when a message is there. The data is copied once (memcpy into the shared buffer and out again, both in user space). No system call is needed while the other thread is running, but a thread that waits goes to sleep in the kernel (futex), so each hand-off to a sleeping thread costs a wake-up: a context switch on one core, or waking another, possibly idle, core - on a virtual machine that can cost tens of microseconds.</source>
        <translation>Zwei Threads eines Prozesses teilen sich je Richtung einen Puffer, geschützt durch einen std::mutex; eine std::condition_variable weckt den anderen Thread, sobald eine Nachricht da ist. Die Daten werden einmal kopiert (per memcpy in den gemeinsamen Puffer und wieder heraus, beides im User-Space). Solange der andere Thread läuft, ist kein Systemaufruf nötig, aber ein wartender Thread schläft im Kernel (futex), daher kostet jede Übergabe an einen schlafenden Thread ein Aufwecken: einen Kontextwechsel auf einem Kern oder das Wecken eines anderen, womöglich ruhenden Kerns – auf einer virtuellen Maschine kann das einige zehn Mikrosekunden kosten.</translation>
    </message>
    <message>
        <source>UDP datagrams (loopback)</source>
        <translation>UDP-Datagramme (Loopback)</translation>
    </message>
    <message>
        <source>Unix domain socket (stream)</source>
        <translation>Unix-Domain-Socket (Stream)</translation>
    </message>
    <message>
        <source>WebSocket (Boost.Beast, binary frames, loopback)</source>
        <translation>WebSocket (Boost.Beast, binäre Frames, Loopback)</translation>
    </message>
    <message>
        <source>Windows PC (CPU not stated), C++11</source>
        <translation>Windows-PC (CPU nicht angegeben), C++11</translation>
    </message>
    <message>
        <source>Windows PC (CPU not stated), Winsock2</source>
        <translation>Windows-PC (CPU nicht angegeben), Winsock2</translation>
    </message>
    <message>
        <source>Winsock 2.2</source>
        <translation>Winsock 2.2</translation>
    </message>
    <message>
        <source>ZeroMQ inproc (PAIR, two threads)</source>
        <translation>ZeroMQ inproc (PAIR, zwei Threads)</translation>
    </message>
    <message>
        <source>ZeroMQ ipc (PAIR, Unix domain socket)</source>
        <translation>ZeroMQ ipc (PAIR, Unix-Domain-Socket)</translation>
    </message>
    <message>
        <source>ZeroMQ tcp (PAIR, loopback)</source>
        <translation>ZeroMQ tcp (PAIR, Loopback)</translation>
    </message>
    <message>
        <source>built without Boost.Beast WebSocket support</source>
        <translation>ohne WebSocket-Unterstützung von Boost.Beast gebaut</translation>
    </message>
    <message>
        <source>built without ZeroMQ (libzmq and cppzmq were not found)</source>
        <translation>ohne ZeroMQ gebaut (libzmq und cppzmq wurden nicht gefunden)</translation>
    </message>
    <message>
        <source>lab PC (not stated), C++</source>
        <translation>Labor-PC (nicht angegeben), C++</translation>
    </message>
    <message>
        <source>lab PC (not stated), Python 3.12</source>
        <translation>Labor-PC (nicht angegeben), Python 3.12</translation>
    </message>
    <message>
        <source>largest UDP payload over IPv4: 65,507 B</source>
        <translation>größte UDP-Nutzlast über IPv4: 65.507 B</translation>
    </message>
    <message>
        <source>macOS has no POSIX message queues (no mq_open)</source>
        <translation>macOS hat keine POSIX-Nachrichtenwarteschlangen (kein mq_open)</translation>
    </message>
    <message>
        <source>macOS has no hard CPU affinity (THREAD_AFFINITY_POLICY is only a scheduling hint and is ignored on Apple silicon), so threads cannot be pinned to a core</source>
        <translation>macOS hat keine feste CPU-Affinität (THREAD_AFFINITY_POLICY ist nur ein Hinweis an den Scheduler und wird auf Apple Silicon ignoriert), Threads lassen sich also nicht an einen Kern binden</translation>
    </message>
    <message>
        <source>pipe, close-on-exec; only listed descriptors are inherited</source>
        <translation>pipe, close-on-exec; nur die aufgeführten Deskriptoren werden vererbt</translation>
    </message>
    <message>
        <source>shm_open + mmap, mode 0600, unlinked by its creator</source>
        <translation>shm_open + mmap, Modus 0600, vom Erzeuger per unlink entfernt</translation>
    </message>
    <message>
        <source>this Windows has no AF_UNIX sockets (socket(AF_UNIX) failed with WSAEAFNOSUPPORT; they need Windows 10 version 1803 or later, and Wine does not implement them)</source>
        <translation>dieses Windows hat keine AF_UNIX-Sockets (socket(AF_UNIX) schlug mit WSAEAFNOSUPPORT fehl; sie erfordern Windows 10 Version 1803 oder neuer, und Wine implementiert sie nicht)</translation>
    </message>
    <message>
        <source>&quot;IPC performance&quot;, a homework by NikitaDzer (github.com/NikitaDzer/ipc, the repository the report tells to clone; 2022 or later: Linux 6.0.6), moved files of 256, 1024 and 4096 &quot;mb&quot; from one process to another through System V messages, shared memory and a pipe, in chunks of 1, 2 and 4 pages (getpagesize(): 4 KiB), and timed each whole program with `time`, 5 runs per combination, one figure printed per combination. With 1024 mb: messages 5.0 / 3.0 s, shared memory 4.0 / 2.1 / 1.2 s, pipe 0.30 / 0.28 / 0.27 s; messages have no 4-page figure (&apos;-&apos;). AMD Ryzen 5 4600H, Arch Linux 6.0.6.</source>
        <translation>„IPC performance“, eine Hausaufgabe von NikitaDzer (github.com/NikitaDzer/ipc, das Repository, das der Bericht zu klonen sagt; 2022 oder später: Linux 6.0.6), übertrug Dateien von 256, 1024 und 4096 „mb“ von einem Prozess zum anderen über System-V-Nachrichten, gemeinsamen Speicher und eine Pipe, in Blöcken von 1, 2 und 4 Seiten (getpagesize(): 4 KiB), und maß jedes ganze Programm mit `time`, 5 Läufe pro Kombination, eine Zahl pro Kombination gedruckt. Bei 1024 mb: Nachrichten 5,0 / 3,0 s, gemeinsamer Speicher 4,0 / 2,1 / 1,2 s, Pipe 0,30 / 0,28 / 0,27 s; für Nachrichten gibt es keine Zahl bei 4 Seiten („-“). AMD Ryzen 5 4600H, Arch Linux 6.0.6.</translation>
    </message>
    <message>
        <source>&quot;Task 5: Comparison of Thread vs. UDP Communication Overheads&quot; (coursework, author and year not given) timed 10,000 operations with a 64-byte payload in Python 3.12 for three models: a shared variable protected by a threading Lock, UDP datagrams to 127.0.0.1, and WebSockets over TCP. Total / 10,000: threads 0.1695 s = 16.95 µs, UDP 0.3245 s = 32.45 µs, WebSockets 0.8350 s = 83.50 µs per operation. A C++ test on the same hardware gave threads 0.0434 µs and UDP 4.9936 µs (&quot;~115x&quot;). The hardware is not named.</source>
        <translation>„Task 5: Comparison of Thread vs. UDP Communication Overheads“ (Studienarbeit, Verfasser und Jahr nicht angegeben) maß in Python 3.12 je 10&#xa0;000 Operationen mit 64 Byte Nutzlast für drei Modelle: eine gemeinsame Variable, geschützt durch einen threading-Lock, UDP-Datagramme an 127.0.0.1 und WebSockets über TCP. Gesamtzeit / 10&#xa0;000: Threads 0,1695 s = 16,95 µs, UDP 0,3245 s = 32,45 µs, WebSockets 0,8350 s = 83,50 µs pro Operation. Ein C++-Test auf derselben Hardware ergab Threads 0,0434 µs und UDP 4,9936 µs („~115x“). Die Hardware wird nicht genannt.</translation>
    </message>
    <message>
        <source>A bounded buffer of the kind report 004 used (it names only a pthread mutex and condition variables; the layout here is IPC Lab&apos;s): per direction, a ring of 16 slots of 4 KiB in named shared memory, guarded by one process-shared mutex with two condition variables (not empty, not full), from Boost.Interprocess. The sender locks, waits while the ring is full, copies one slot, unlocks and signals; the receiver does the mirror image. The data is copied twice (into the shared slot and out of it) without any system call, but every 4 KiB slot costs a lock hand-off, and whenever a side has to wait it sleeps in the kernel (futex) and must be woken by the other. Report 004&apos;s buffer was slower than pipes at every size; its round trip grew by about 4.56 ns per byte at every size, with no step at 4 KiB: a cost per byte, not per slot, which this buffer need not share (compare shm.ring). On Windows and macOS, Boost.Interprocess emulates the process-shared mutex and condition with atomics and spin-then-sleep loops (macOS&apos;s pthread condition variables cannot be shared between processes, boost/interprocess/detail/workaround.hpp), so there &apos;block&apos; means polling with short sleeps.</source>
        <translation>Ein begrenzter Puffer von der Art, die Bericht 004 verwendete (er nennt nur einen pthread-Mutex und Bedingungsvariablen; der Aufbau hier ist der von IPC Lab): je Richtung ein Ring aus 16 Slots zu 4 KiB in benanntem gemeinsamem Speicher, geschützt durch einen prozessübergreifenden Mutex mit zwei Bedingungsvariablen (nicht leer, nicht voll), aus Boost.Interprocess. Der Sender sperrt, wartet, solange der Ring voll ist, kopiert einen Slot, entsperrt und signalisiert; der Empfänger tut spiegelbildlich dasselbe. Die Daten werden zweimal kopiert (in den gemeinsamen Slot und wieder heraus), ohne jeden Systemaufruf, aber jeder 4-KiB-Slot kostet eine Übergabe der Sperre, und sobald eine Seite warten muss, schläft sie im Kernel (futex) und muss von der anderen geweckt werden. Der Puffer von Bericht 004 war bei jeder Größe langsamer als Pipes; sein Umlauf wuchs bei jeder Größe um etwa 4,56 ns pro Byte, ohne Stufe bei 4 KiB: Kosten pro Byte, nicht pro Slot, die dieser Puffer nicht teilen muss (zum Vergleich shm.ring). Unter Windows und macOS emuliert Boost.Interprocess den prozessübergreifenden Mutex und die Bedingung mit Atomics und Schleifen, die erst aktiv warten und dann schlafen (die pthread-Bedingungsvariablen von macOS lassen sich nicht zwischen Prozessen teilen, boost/interprocess/detail/workaround.hpp), dort bedeutet „Blockieren“ (block) also Abfragen mit kurzen Schlafpausen.</translation>
    </message>
    <message>
        <source>Aufgabe 3, Szenario 1: mean 24.01 µs per send + echoed receive over 7 runs (CI 23.49..24.53 µs; the printed runs average 23.98 µs; the summary table&apos;s 22,500 ns matches neither), halved to one-way</source>
        <translation>Aufgabe 3, Szenario 1: Mittelwert 24,01 µs pro Senden + Empfang der Antwort über 7 Läufe (KI 23,49..24,53 µs; die gedruckten Läufe ergeben im Mittel 23,98 µs; die 22&#xa0;500 ns der Zusammenfassungstabelle passen zu keinem von beiden), halbiert auf Einweg</translation>
    </message>
    <message>
        <source>Aufgabe 3, Szenario 2: mean 49.50 µs per send + echoed receive over 7 runs (CI 48.84..50.16 µs, Student-t; the summary table says 49,420 ns), halved to one-way</source>
        <translation>Aufgabe 3, Szenario 2: Mittelwert 49,50 µs pro Senden + Empfang der Antwort über 7 Läufe (KI 48,84..50,16 µs, Student-t; die Zusammenfassungstabelle nennt 49&#xa0;420 ns), halbiert auf Einweg</translation>
    </message>
    <message>
        <source>Data table: 0.1695 s for 10,000 operations = 16.95 µs per operation (a mean), in ns</source>
        <translation>Datentabelle: 0,1695 s für 10&#xa0;000 Operationen = 16,95 µs pro Operation (ein Mittelwert), in ns</translation>
    </message>
    <message>
        <source>Data table: 0.3245 s for 10,000 operations = 32.45 µs per operation (a mean), in ns</source>
        <translation>Datentabelle: 0,3245 s für 10&#xa0;000 Operationen = 32,45 µs pro Operation (ein Mittelwert), in ns</translation>
    </message>
    <message>
        <source>Data table: 0.8350 s for 10,000 operations = 83.50 µs per operation (a mean), in ns</source>
        <translation>Datentabelle: 0,8350 s für 10&#xa0;000 Operationen = 83,50 µs pro Operation (ein Mittelwert), in ns</translation>
    </message>
    <message>
        <source>Latency vs size (Table I)</source>
        <translation>Latenz nach Größe (Tabelle I)</translation>
    </message>
    <message>
        <source>Latency vs size, both processes on one core (Table II&apos;s pinning)</source>
        <translation>Latenz nach Größe, beide Prozesse auf einem Kern (Bindung wie Tabelle II)</translation>
    </message>
    <message>
        <source>Narek Grigoryan, &quot;Bericht zur Latenzen verschiedener IPC-Mechanismen&quot; (operating-systems exercise 2, German; C on macOS, year not given): two threads, then two processes through shared memory, each take and release a C11 atomic_flag spin lock one million times (macOS has no pthread_spinlock_t); two threads do the same with a named POSIX semaphore (sem_open, initial value 1); ZeroMQ PAIR sockets echo messages over inproc:// (threads), ipc:// (processes) and tcp:// between two Docker containers. 7 runs each, mean with a 95% interval (the method names z = 1.96). Summary table: spin lock 37.64 ns, spin lock in shared memory 41.4 ns, semaphore 3217.3 ns per operation per thread; ZeroMQ inproc 22.5 µs, ipc 49.42 µs, tcp between containers 113.98 µs per send + echoed receive. Its sections give inproc 24.01 µs and ipc 49.50 µs.</source>
        <translation>Narek Grigoryan, „Bericht zur Latenzen verschiedener IPC-Mechanismen“ (Betriebssysteme, Übung 2, auf Deutsch; C unter macOS, Jahr nicht angegeben): Zwei Threads, dann zwei Prozesse über gemeinsamen Speicher nehmen und geben je eine Million Mal einen Spinlock aus einem C11-atomic_flag frei (macOS hat kein pthread_spinlock_t); zwei Threads tun dasselbe mit einem benannten POSIX-Semaphor (sem_open, Startwert 1); ZeroMQ-PAIR-Sockets senden Nachrichten zurück über inproc:// (Threads), ipc:// (Prozesse) und tcp:// zwischen zwei Docker-Containern. Je 7 Läufe, Mittelwert mit 95-%-Intervall (die Methodik nennt z = 1,96). Zusammenfassungstabelle: Spinlock 37,64 ns, Spinlock im gemeinsamen Speicher 41,4 ns, Semaphor 3217,3 ns pro Operation und Thread; ZeroMQ inproc 22,5 µs, ipc 49,42 µs, tcp zwischen Containern 113,98 µs pro Senden + Empfang der Antwort. Seine Abschnitte nennen inproc 24,01 µs und ipc 49,50 µs.</translation>
    </message>
    <message>
        <source>Note on execution environment: 0.0434 µs (its method is not described; read as a mean like the Python figures), in ns</source>
        <translation>Hinweis zur Ausführungsumgebung: 0,0434 µs (die Methode wird nicht beschrieben; wie die Python-Zahlen als Mittelwert gelesen), in ns</translation>
    </message>
    <message>
        <source>Note on execution environment: 4.9936 µs (its method is not described; read as a mean like the Python figures), in ns</source>
        <translation>Hinweis zur Ausführungsumgebung: 4,9936 µs (die Methode wird nicht beschrieben; wie die Python-Zahlen als Mittelwert gelesen), in ns</translation>
    </message>
    <message>
        <source>Report 000&apos;s UDP method: only the sending is timed, datagram after datagram to a loopback port (the report does not say whether anything received them; here a socket is bound to the port and nobody ever calls recv(), and send() on a socket connected to that port skips only sendto&apos;s per-call address lookup). Each call is a one-way system call: the datagram is copied into the kernel, given UDP and IP headers and passed through the loopback device to the bound socket&apos;s queue; once that queue is full, the kernel drops every further datagram and the call still succeeds. Nothing is received and nobody is woken, so this is the cost of handing a datagram to the kernel, not of a message exchange. Report 000&apos;s &quot;195.5x slower than threads&quot; sets this system call against a memory write (report000.locked-write); for a real exchange over UDP, use udp.</source>
        <translation>Die UDP-Methode von Bericht 000: Gemessen wird nur das Senden, Datagramm für Datagramm an einen Loopback-Port (der Bericht sagt nicht, ob etwas sie empfing; hier ist ein Socket an den Port gebunden, doch niemand ruft je recv() auf, und send() auf einem mit diesem Port verbundenen Socket erspart nur die Adressbehandlung, die sendto bei jedem Aufruf vornimmt). Jeder Aufruf ist ein einseitiger Systemaufruf: Das Datagramm wird in den Kernel kopiert, erhält UDP- und IP-Header und läuft durch das Loopback-Gerät in die Warteschlange des gebundenen Sockets; ist diese voll, verwirft der Kernel jedes weitere Datagramm, und der Aufruf gelingt trotzdem. Nichts wird empfangen und niemand geweckt; das sind also die Kosten, dem Kernel ein Datagramm zu übergeben, nicht die eines Nachrichtenaustauschs. Das „195,5-mal langsamer als Threads“ von Bericht 000 stellt diesen Systemaufruf einem Schreibzugriff auf den Speicher gegenüber (report000.locked-write); für einen echten Austausch über UDP den Mechanismus udp verwenden.</translation>
    </message>
    <message>
        <source>Report 004, Table I: TCP sockets (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle I: TCP-Sockets (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table I: pipes (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle I: Pipes (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table I: shared-memory bounded buffer (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle I: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table II: TCP sockets (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle II: TCP-Sockets (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table II: pipes (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle II: Pipes (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table II: shared-memory bounded buffer (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle II: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table III: TCP sockets (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle III: TCP-Sockets (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table III: pipes (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle III: Pipes (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Report 004, Table III: shared-memory bounded buffer (i5-4570, RHEL 6.7)</source>
        <translation>Bericht 004, Tabelle III: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)</translation>
    </message>
    <message>
        <source>Results, first table (256 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1, 2 and &apos;4&apos; pages of 4 KiB (its run.sh passes 3)</source>
        <translation>Ergebnisse, erste Tabelle (256 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1, 2 und „4“ Seiten zu 4 KiB (sein run.sh übergibt 3)</translation>
    </message>
    <message>
        <source>Results, second table (1024 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1, 2 and &apos;4&apos; pages of 4 KiB (its run.sh passes 3)</source>
        <translation>Ergebnisse, zweite Tabelle (1024 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1, 2 und „4“ Seiten zu 4 KiB (sein run.sh übergibt 3)</translation>
    </message>
    <message>
        <source>Results, third table (4096 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1, 2 and &apos;4&apos; pages of 4 KiB (its run.sh passes 3)</source>
        <translation>Ergebnisse, dritte Tabelle (4096 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1, 2 und „4“ Seiten zu 4 KiB (sein run.sh übergibt 3)</translation>
    </message>
    <message>
        <source>Summary table: mean 3217.3 ns per sem_wait + sem_post per thread over 7 runs x 2 threads (CI 3200.9..3233.7 ns: Student-t over the 14 values pooled), halved to IPC Lab&apos;s ns per operation over both threads</source>
        <translation>Zusammenfassungstabelle: Mittelwert 3217,3 ns pro sem_wait + sem_post je Thread über 7 Läufe x 2 Threads (KI 3200,9..3233,7 ns: Student-t über die 14 zusammengelegten Werte), halbiert auf IPC Labs ns pro Operation über beide Threads</translation>
    </message>
    <message>
        <source>Summary table: mean 37.64 ns per lock + unlock per thread over 7 runs x 2 threads (CI 36.05..39.23 ns; the printed runs average 37.70 ns), halved to IPC Lab&apos;s ns per operation over both threads</source>
        <translation>Zusammenfassungstabelle: Mittelwert 37,64 ns pro Sperren + Freigeben je Thread über 7 Läufe x 2 Threads (KI 36,05..39,23 ns; die gedruckten Läufe ergeben im Mittel 37,70 ns), halbiert auf IPC Labs ns pro Operation über beide Threads</translation>
    </message>
    <message>
        <source>Summary table: mean 41.4 ns per lock + unlock per process over 7 runs x 2 processes (CI 39.3..43.6 ns: Student-t over the 14 values pooled), halved to IPC Lab&apos;s ns per operation over both processes</source>
        <translation>Zusammenfassungstabelle: Mittelwert 41,4 ns pro Sperren + Freigeben je Prozess über 7 Läufe x 2 Prozesse (KI 39,3..43,6 ns: Student-t über die 14 zusammengelegten Werte), halbiert auf IPC Labs ns pro Operation über beide Prozesse</translation>
    </message>
    <message>
        <source>Table 1: 139 µs in total for 10,000 iterations = 0.0139 µs per message (a mean), in ns</source>
        <translation>Tabelle 1: insgesamt 139 µs für 10&#xa0;000 Iterationen = 0,0139 µs pro Nachricht (ein Mittelwert), in ns</translation>
    </message>
    <message>
        <source>Table 1: 27,178 µs in total for 10,000 iterations = 2.7178 µs per message (a mean), in ns</source>
        <translation>Tabelle 1: insgesamt 27&#xa0;178 µs für 10&#xa0;000 Iterationen = 2,7178 µs pro Nachricht (ein Mittelwert), in ns</translation>
    </message>
    <message>
        <source>Throughput, large messages (beside Table III)</source>
        <translation>Durchsatz, große Nachrichten (neben Tabelle III)</translation>
    </message>
    <message>
        <source>Throughput, small messages (beside Table III)</source>
        <translation>Durchsatz, kleine Nachrichten (neben Tabelle III)</translation>
    </message>
    <message>
        <source>Two processes, two System V message queues, one per direction (report 002 sent its chunks through one queue and acknowledged each with a semaphore): msgget(IPC_PRIVATE, 0600) makes each queue (known only by its number, which the peer is told), and the measuring side removes both (IPC_RMID) afterwards. msgsnd() copies the message, behind a type field, into memory the kernel allocates for it; msgrcv() copies it out and frees it: two system calls and two copies, plus a copy into and out of the typed buffer the API requires. Message size and the bytes a queue may hold are small system limits (msgmax, msgmnb), so a fast sender often blocks on a full queue. A blocked receiver is woken by the scheduler; queues have no end of file, so a dead sender is noticed only by a timeout.</source>
        <translation>Zwei Prozesse, zwei System-V-Nachrichtenwarteschlangen, eine je Richtung (Bericht 002 schickte seine Blöcke durch eine Warteschlange und bestätigte jeden mit einem Semaphor): msgget(IPC_PRIVATE, 0600) erzeugt jede Warteschlange (nur über ihre Nummer bekannt, die der Gegenstelle mitgeteilt wird), und die messende Seite entfernt danach beide (IPC_RMID). msgsnd() kopiert die Nachricht hinter einem Typfeld in Speicher, den der Kernel dafür anlegt; msgrcv() kopiert sie heraus und gibt ihn frei: zwei Systemaufrufe und zwei Kopien, dazu eine Kopie in den und aus dem typisierten Puffer, den die API verlangt. Die Nachrichtengröße und die Bytes, die eine Warteschlange fassen darf, sind kleine Systemgrenzen (msgmax, msgmnb), daher blockiert ein schneller Sender oft an einer vollen Warteschlange. Ein blockierter Empfänger wird vom Scheduler geweckt; Warteschlangen haben kein Dateiende, daher wird ein toter Sender nur durch eine Zeitüberschreitung bemerkt.</translation>
    </message>
    <message>
        <source>Report 002&apos;s message transfer as its code did it: the sender puts one chunk on a System V message queue with msgsnd() and then waits until the receiver has taken it before it sends the next (the report&apos;s code waits on a named semaphore; here the receiver answers with a one-byte message on a second queue). One chunk is in flight at a time, so every chunk pays two wake-ups besides its copies: a stop-and-wait transfer, where mq.sysv streams and lets the queue fill. Compare the two at the same chunk size to see how much of the report&apos;s slow messages was the acknowledgement, not the queue.</source>
        <translation>Die Nachrichtenübertragung von Bericht 002, wie sein Code sie ausführte: Der Sender legt mit msgsnd() einen Block in eine System-V-Nachrichtenwarteschlange und wartet dann, bis der Empfänger ihn genommen hat, bevor er den nächsten sendet (der Code des Berichts wartet auf ein benanntes Semaphor; hier antwortet der Empfänger mit einer Ein-Byte-Nachricht über eine zweite Warteschlange). Es ist immer nur ein Block unterwegs, daher zahlt jeder Block neben seinen Kopien zwei Weckvorgänge: eine Stop-and-Wait-Übertragung, während mq.sysv streamt und die Warteschlange sich füllen lässt. Beide bei derselben Blockgröße vergleichen, um zu sehen, wie viel der langsamen Nachrichten des Berichts die Bestätigung war und nicht die Warteschlange.</translation>
    </message>
    <message>
        <source>Report 002: System V messages, each chunk acknowledged</source>
        <translation>Bericht 002: System-V-Nachrichten, jeder Block bestätigt</translation>
    </message>
    <message>
        <source>Two processes, eventfd counters in the kernel (two per direction, used in turn). A message is a write() that adds to a 64-bit counter and a read() that takes it: two system calls and no buffer to copy a payload into, so it costs little more than waking the other side. Beside pipe at the same size it shows how much of a small message&apos;s latency is the wake-up alone; across idle cores of a virtual machine that wake-up is most of it.</source>
        <translation>Zwei Prozesse, eventfd-Zähler im Kernel (zwei je Richtung, abwechselnd benutzt). Eine Nachricht ist ein write(), das zu einem 64-Bit-Zähler addiert, und ein read(), das ihn abholt: zwei Systemaufrufe und kein Puffer, in den Nutzdaten kopiert würden, daher kostet sie kaum mehr als das Wecken der Gegenseite. Neben pipe bei gleicher Größe zeigt sie, wie viel der Latenz einer kleinen Nachricht allein das Aufwecken ausmacht; zwischen ruhenden Kernen einer virtuellen Maschine ist das Aufwecken der größte Teil davon.</translation>
    </message>
    <message>
        <source>eventfd (Linux)</source>
        <translation>eventfd (nur Linux)</translation>
    </message>
    <message>
        <source>eventfd carries one 64-bit count: messages of 4 to 7 bytes</source>
        <translation>eventfd trägt einen 64-Bit-Zähler: Nachrichten von 4 bis 7 Byte</translation>
    </message>
    <message>
        <source>eventfd is a Linux system call; this OS has none</source>
        <translation>eventfd ist ein Linux-Systemaufruf; dieses Betriebssystem hat keinen</translation>
    </message>
    <message>
        <source>eventfd, close-on-exec; only listed descriptors are inherited</source>
        <translation>eventfd, close-on-exec; nur die aufgeführten Deskriptoren werden vererbt</translation>
    </message>
    <message>
        <source>Two threads of one process share a one-message buffer per direction, guarded by a spin lock made of a std::atomic_flag (C++&apos;s form of the C11 atomic_flag from stdatomic.h that report 003 used): test_and_set is one atomic instruction (x86 XCHG) that either takes the lock or fails; a waiting thread then re-reads the flag with plain loads (test) until it reads clear and only then tries test_and_set again (test-and-test-and-set), instead of sleeping, so that its waiting does not take the flag&apos;s cache line from the holder. The receiver polls the buffer&apos;s &apos;full&apos; flag; the message is copied in and out with memcpy in user space. No system call and no kernel wake-up happen at all: a hand-off costs the cache-line transfers between the two cores (tens of nanoseconds). The price is a core burnt at 100% by each waiting thread, and if both threads share one core the waiter spins until the scheduler preempts it (milliseconds) - &apos;spin-yield&apos; gives the CPU away (sched_yield / SwitchToThread) after a few dozen pauses, which rescues that case. As a lock, an uncontended acquire/release is two atomic operations; under contention the cache line holding the flag bounces between the cores.</source>
        <translation>Zwei Threads eines Prozesses teilen sich je Richtung einen Puffer für eine Nachricht, geschützt durch einen Spinlock aus einem std::atomic_flag (die C++-Form des C11-atomic_flag aus stdatomic.h, das Bericht 003 verwendete): test_and_set ist ein einziger atomarer Befehl (x86 XCHG), der die Sperre entweder erhält oder scheitert; ein wartender Thread liest das Flag danach mit einfachen Ladebefehlen (test), bis es frei ist, und versucht erst dann wieder test_and_set (Test-and-Test-and-Set), statt zu schlafen, damit sein Warten dem Halter die Cache-Zeile des Flags nicht wegnimmt. Der Empfänger fragt das „full“-Flag des Puffers ab; die Nachricht wird per memcpy im User-Space hinein- und herauskopiert. Es gibt überhaupt keinen Systemaufruf und kein Aufwecken durch den Kernel: Eine Übergabe kostet die Übertragung der Cache-Zeilen zwischen den beiden Kernen (einige zehn Nanosekunden). Der Preis ist ein Kern, den jeder wartende Thread zu 100 % auslastet, und teilen sich beide Threads einen Kern, wartet der Wartende aktiv, bis der Scheduler ihn verdrängt (Millisekunden) – „Aktiv warten, dann abgeben“ (spin-yield) gibt die CPU nach einigen Dutzend Pausen ab (sched_yield / SwitchToThread) und rettet so diesen Fall. Als Sperre sind ein Sperren und Freigeben ohne Konkurrenz zwei atomare Operationen; unter Konkurrenz springt die Cache-Zeile mit dem Flag zwischen den Kernen hin und her.</translation>
    </message>
    <message>
        <source>What shared memory can really do: per direction, a byte ring in named shared memory (a power of two, twice the message, 4 to 16 MiB) with two atomic counters (bytes written, bytes read) on separate cache lines, and no lock. The sender copies the message into the ring with memcpy and publishes the new write counter with one atomic store; the receiver sees it, copies the bytes out and publishes its read counter. No system call and no kernel copy per message: the data moves from the sender&apos;s cache to the receiver&apos;s through the CPU&apos;s cache coherence, so large transfers are bounded by memory bandwidth and beat pipes and TCP (which copy through a kernel buffer with two system calls per message). This is the opposite of report 004&apos;s conclusion: its bounded buffer paid about 4.56 ns per byte of round trip at every size, a cost of that buffer, not of shared memory (see shm.condvar). Waiting is an explicit choice: spin (lowest latency, one busy core per waiting side), spin then yield, block on a process-shared semaphore that the other side posts only when a &apos;sleeping&apos; flag says someone waits, so a busy stream makes no system call at all, or spin for about one wake-up&apos;s time (5 µs) and then block, as real SPSC queues do: on a busy machine that degrades to blocking instead of to the scheduler&apos;s time slices.</source>
        <translation>Was gemeinsamer Speicher wirklich kann: je Richtung ein Byte-Ring in benanntem gemeinsamem Speicher (eine Zweierpotenz, doppelt so groß wie die Nachricht, 4 bis 16 MiB) mit zwei atomaren Zählern (geschriebene Bytes, gelesene Bytes) auf getrennten Cache-Zeilen und ohne Sperre. Der Sender kopiert die Nachricht per memcpy in den Ring und veröffentlicht den neuen Schreibzähler mit einem einzigen atomaren Speichern (store); der Empfänger sieht ihn, kopiert die Bytes heraus und veröffentlicht seinen Lesezähler. Kein Systemaufruf und keine Kopie im Kernel pro Nachricht: Die Daten wandern über die Cache-Kohärenz der CPU aus dem Cache des Senders in den des Empfängers, daher sind große Übertragungen nur durch die Speicherbandbreite begrenzt und schlagen Pipes und TCP (die über einen Kernel-Puffer kopieren, mit zwei Systemaufrufen pro Nachricht). Das ist das Gegenteil der Schlussfolgerung von Bericht 004: Sein begrenzter Puffer zahlte bei jeder Größe etwa 4,56 ns pro Byte Umlauf, Kosten dieses Puffers, nicht des gemeinsamen Speichers (siehe shm.condvar). Das Warten ist eine bewusste Wahl: aktiv warten (geringste Latenz, ein belegter Kern je wartender Seite), aktiv warten und dann die CPU abgeben, auf einem prozessübergreifenden Semaphor blockieren, den die andere Seite nur dann erhöht, wenn ein „sleeping“-Flag anzeigt, dass jemand wartet – so macht ein ausgelasteter Strom überhaupt keinen Systemaufruf –, oder etwa so lange aktiv warten, wie ein Aufwecken kostet (5 µs), und dann blockieren, wie es echte SPSC-Warteschlangen tun: Auf einer ausgelasteten Maschine wird daraus Blockieren statt der Zeitscheiben des Schedulers.</translation>
    </message>
    <message>
        <source>macOS kernel: MSGMAX = 2048 B per message, MSGMNB = 2048 B per queue</source>
        <translation>macOS-Kernel: MSGMAX = 2048 B pro Nachricht, MSGMNB = 2048 B pro Warteschlange</translation>
    </message>
    <message>
        <source>Two processes map the same named shared-memory segment; in it, each direction has a one-message buffer and two process-shared semaphores (Boost.Interprocess interprocess_semaphore): &apos;empty&apos; (the sender waits for the buffer to be free) and &apos;full&apos; (the receiver waits for a message). The message is copied into the segment and out again with memcpy. On Linux the semaphores are unnamed POSIX semaphores (sem_init with pshared=1) on a futex: a post is an atomic increment plus a futex wake system call when the other process sleeps, and a wait that finds no token sleeps in the kernel - every hand-off to a sleeping process is a kernel wake-up (a context switch on one core, an inter-processor interrupt to wake another, possibly idle, core). Report 003&apos;s semaphore microseconds are not this path: it ran on macOS, where every call on a sem_open semaphore is a system call, token or not. The waiting process uses no CPU. On Windows Boost backs each semaphore with a kernel semaphore object (WaitForSingleObject / ReleaseSemaphore: a system call every time). macOS has no process-shared unnamed semaphores (sem_init fails), so there Boost emulates them by spinning and yielding on an atomic counter: it burns CPU like a spin lock and is not a kernel semaphore at all.</source>
        <translation>Zwei Prozesse blenden dasselbe benannte Segment gemeinsamen Speichers ein; darin hat jede Richtung einen Puffer für eine Nachricht und zwei prozessübergreifende Semaphore (interprocess_semaphore aus Boost.Interprocess): „empty“ (der Sender wartet, bis der Puffer frei ist) und „full“ (der Empfänger wartet auf eine Nachricht). Die Nachricht wird per memcpy in das Segment und wieder heraus kopiert. Unter Linux sind die Semaphore unbenannte POSIX-Semaphore (sem_init mit pshared=1) auf einem futex: Ein Post ist ein atomares Inkrement plus ein futex-wake-Systemaufruf, wenn der andere Prozess schläft, und ein Warten, das kein Token vorfindet, schläft im Kernel – jede Übergabe an einen schlafenden Prozess ist ein Aufwecken durch den Kernel (ein Kontextwechsel auf einem Kern, ein Interprozessor-Interrupt, der einen anderen, womöglich ruhenden Kern weckt). Die Semaphor-Mikrosekunden von Bericht 003 stammen nicht aus diesem Weg: Er lief unter macOS, wo jeder Aufruf auf einem sem_open-Semaphor ein Systemaufruf ist, mit oder ohne Token. Der wartende Prozess verbraucht keine CPU. Unter Windows stützt Boost jeden Semaphor auf ein Kernel-Semaphorobjekt (WaitForSingleObject / ReleaseSemaphore: jedes Mal ein Systemaufruf). macOS hat keine prozessübergreifenden unbenannten Semaphore (sem_init schlägt fehl), daher emuliert Boost sie dort durch aktives Warten und Abgeben der CPU auf einem atomaren Zähler: Das verbraucht CPU wie ein Spinlock und ist überhaupt kein Kernel-Semaphor.</translation>
    </message>
    <message>
        <source>Two threads of one process share a one-message buffer per direction with two semaphores: &apos;empty&apos; (the sender waits for the buffer to be free) and &apos;full&apos; (the receiver waits for a message); the message is copied in and out with memcpy. The semaphores are C++20&apos;s std::counting_semaphore, whose wait is the standard library&apos;s own mix, not one of the wait strategies: it is listed as &apos;block&apos; because it ends in a kernel sleep, but it spins first. A release is an atomic increment; in libstdc++ (GCC) one that finds the count at 0 always makes a futex-wake system call, sleeper or not. A wait that finds no token re-checks 12 times with the pause instruction and 4 times with sched_yield, and only then sleeps on a futex (MinGW&apos;s libstdc++ on Windows has no futex and sleeps on a condition variable). So a token that arrives within the spin costs no wake-up at all and one that arrives later costs a full one: the latencies are bimodal (sub-microsecond or many microseconds), and the CPU per message shows the spinning. Other libraries spin differently (libc++ polls with back-off before it sleeps on ulock). We wait with try_acquire_for in 10 ms slices, not acquire(): libstdc++ before 12.3 can lose a wake-up (GCC bug 104928), which then costs one slice instead of a hang. A hand-off to a thread that sleeps costs a kernel wake-up: a context switch when both threads share a core, or an inter-processor interrupt to wake another, possibly idle, core. Report 003&apos;s microseconds for sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open semaphore is a system call, token or not. As a lock (report 003&apos;s semaphore figure) a semaphore with one token is taken and given back. thread.semaphore is the same exchange with the OS&apos;s semaphore.</source>
        <translation>Zwei Threads eines Prozesses teilen sich je Richtung einen Puffer für eine Nachricht mit zwei Semaphoren: „empty“ (der Sender wartet, bis der Puffer frei ist) und „full“ (der Empfänger wartet auf eine Nachricht); die Nachricht wird per memcpy hinein- und herauskopiert. Die Semaphore sind std::counting_semaphore aus C++20, dessen Warten eine eigene Mischung der Standardbibliothek ist und keine der Wartestrategien: Er wird als „Blockieren“ (block) geführt, weil er mit einem Schlaf im Kernel endet, wartet aber zuerst aktiv. Eine Freigabe ist ein atomares Inkrement; in libstdc++ (GCC) macht eine Freigabe, die den Zähler bei 0 vorfindet, immer einen futex-wake-Systemaufruf, ob jemand schläft oder nicht. Ein Warten, das kein Token vorfindet, prüft 12-mal mit dem pause-Befehl und 4-mal mit sched_yield erneut und schläft erst dann auf einem futex (die libstdc++ von MinGW hat unter Windows keinen futex und schläft auf einer Bedingungsvariablen). Ein Token, das während des aktiven Wartens eintrifft, kostet also gar kein Aufwecken, und eines, das später kommt, ein volles: Die Latenzen sind bimodal (unter einer Mikrosekunde oder viele Mikrosekunden), und die CPU-Zeit pro Nachricht zeigt das aktive Warten. Andere Bibliotheken warten anders aktiv (libc++ fragt mit Back-off ab, bevor sie auf ulock schläft). Wir warten mit try_acquire_for in Scheiben von 10 ms, nicht mit acquire(): libstdc++ vor 12.3 kann ein Aufwecken verlieren (GCC-Bug 104928), was dann eine Scheibe kostet statt eines Hängers. Eine Übergabe an einen schlafenden Thread kostet ein Aufwecken durch den Kernel: einen Kontextwechsel, wenn sich beide Threads einen Kern teilen, oder einen Interprozessor-Interrupt, der einen anderen, womöglich ruhenden Kern weckt. Die Mikrosekunden von Bericht 003 für sem_wait/sem_post stammen nicht aus diesem Weg: Er lief unter macOS, wo jeder Aufruf auf einem sem_open-Semaphor ein Systemaufruf ist, mit oder ohne Token. Als Sperre (die Semaphor-Abbildung aus Bericht 003) wird ein Semaphor mit einem Token genommen und zurückgegeben. thread.semaphore ist derselbe Austausch mit dem Semaphor des Betriebssystems.</translation>
    </message>
    <message>
        <source>Two threads of one process share a one-message buffer per direction with two semaphores: &apos;empty&apos; (the sender waits for the buffer to be free) and &apos;full&apos; (the receiver waits for a message); the message is copied in and out with memcpy. The semaphores are the platform&apos;s blocking one, here unnamed POSIX sem_t, and a wait that finds no token goes to sleep in the kernel at once, without spinning first (&apos;block&apos; is exactly what happens). On Linux that is an unnamed POSIX semaphore (sem_init): sem_wait takes a token with one atomic operation in user space and, with none, sleeps on a futex; sem_post adds a token and makes a futex-wake system call only when the other thread sleeps. On Windows it is the same design on Windows&apos; futex: an atomic count, WaitOnAddress to sleep and WakeByAddressSingle to wake (a kernel semaphore object would make every wait and release a system call, token or not). On macOS it is a dispatch_semaphore_t, which counts in user space and sleeps on a Mach semaphore. A hand-off to a thread that sleeps costs a kernel wake-up: a context switch when both threads share a core, or an inter-processor interrupt to wake another, possibly idle, core. Report 003&apos;s microseconds for sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open semaphore is a system call, token or not. As a lock (report 003&apos;s semaphore figure) a semaphore with one token is taken and given back. A sleeping thread uses no CPU. thread.std-semaphore is the same exchange with C++20&apos;s std::counting_semaphore, which spins and yields before it sleeps.</source>
        <translation>Zwei Threads eines Prozesses teilen sich je Richtung einen Puffer für eine Nachricht mit zwei Semaphoren: „empty“ (der Sender wartet, bis der Puffer frei ist) und „full“ (der Empfänger wartet auf eine Nachricht); die Nachricht wird per memcpy hinein- und herauskopiert. Als Semaphore dient der blockierende Semaphor der Plattform, hier unbenanntes POSIX-sem_t, und ein Warten, das kein Token vorfindet, schläft sofort im Kernel ein, ohne vorher aktiv zu warten („Blockieren“, block, ist genau das, was geschieht). Unter Linux ist das ein unbenannter POSIX-Semaphor (sem_init): sem_wait nimmt ein Token mit einer atomaren Operation im User-Space und schläft, wenn keines da ist, auf einem futex; sem_post legt ein Token zurück und macht nur dann einen futex-wake-Systemaufruf, wenn der andere Thread schläft. Unter Windows ist es derselbe Aufbau auf dem futex von Windows: ein atomarer Zähler, WaitOnAddress zum Schlafen und WakeByAddressSingle zum Wecken (ein Kernel-Semaphorobjekt würde jedes Warten und jede Freigabe zu einem Systemaufruf machen, ob ein Token da ist oder nicht). Unter macOS ist es ein dispatch_semaphore_t, der im User-Space zählt und auf einem Mach-Semaphor schläft. Eine Übergabe an einen schlafenden Thread kostet ein Aufwecken durch den Kernel: einen Kontextwechsel, wenn sich beide Threads einen Kern teilen, oder einen Interprozessor-Interrupt, der einen anderen, womöglich ruhenden Kern weckt. Die Mikrosekunden von Bericht 003 für sem_wait/sem_post stammen nicht aus diesem Weg: Er lief unter macOS, wo jeder Aufruf auf einem sem_open-Semaphor ein Systemaufruf ist, mit oder ohne Token. Als Sperre (die Semaphor-Abbildung aus Bericht 003) wird ein Semaphor mit einem Token genommen und zurückgegeben. Ein schlafender Thread verbraucht keine CPU. thread.std-semaphore ist derselbe Austausch mit std::counting_semaphore aus C++20, der vor dem Schlafen aktiv wartet und die CPU abgibt.</translation>
    </message>
    <message>
        <source>Two threads of one process share a one-message buffer per direction with two semaphores: &apos;empty&apos; (the sender waits for the buffer to be free) and &apos;full&apos; (the receiver waits for a message); the message is copied in and out with memcpy. The semaphores are the platform&apos;s blocking one, here dispatch_semaphore_t, and a wait that finds no token goes to sleep in the kernel at once, without spinning first (&apos;block&apos; is exactly what happens). On Linux that is an unnamed POSIX semaphore (sem_init): sem_wait takes a token with one atomic operation in user space and, with none, sleeps on a futex; sem_post adds a token and makes a futex-wake system call only when the other thread sleeps. On Windows it is the same design on Windows&apos; futex: an atomic count, WaitOnAddress to sleep and WakeByAddressSingle to wake (a kernel semaphore object would make every wait and release a system call, token or not). On macOS it is a dispatch_semaphore_t, which counts in user space and sleeps on a Mach semaphore. A hand-off to a thread that sleeps costs a kernel wake-up: a context switch when both threads share a core, or an inter-processor interrupt to wake another, possibly idle, core. Report 003&apos;s microseconds for sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open semaphore is a system call, token or not. As a lock (report 003&apos;s semaphore figure) a semaphore with one token is taken and given back. A sleeping thread uses no CPU. thread.std-semaphore is the same exchange with C++20&apos;s std::counting_semaphore, which spins and yields before it sleeps.</source>
        <translation>Zwei Threads eines Prozesses teilen sich je Richtung einen Puffer für eine Nachricht mit zwei Semaphoren: „empty“ (der Sender wartet, bis der Puffer frei ist) und „full“ (der Empfänger wartet auf eine Nachricht); die Nachricht wird per memcpy hinein- und herauskopiert. Als Semaphore dient der blockierende Semaphor der Plattform, hier dispatch_semaphore_t, und ein Warten, das kein Token vorfindet, schläft sofort im Kernel ein, ohne vorher aktiv zu warten („Blockieren“, block, ist genau das, was geschieht). Unter Linux ist das ein unbenannter POSIX-Semaphor (sem_init): sem_wait nimmt ein Token mit einer atomaren Operation im User-Space und schläft, wenn keines da ist, auf einem futex; sem_post legt ein Token zurück und macht nur dann einen futex-wake-Systemaufruf, wenn der andere Thread schläft. Unter Windows ist es derselbe Aufbau auf dem futex von Windows: ein atomarer Zähler, WaitOnAddress zum Schlafen und WakeByAddressSingle zum Wecken (ein Kernel-Semaphorobjekt würde jedes Warten und jede Freigabe zu einem Systemaufruf machen, ob ein Token da ist oder nicht). Unter macOS ist es ein dispatch_semaphore_t, der im User-Space zählt und auf einem Mach-Semaphor schläft. Eine Übergabe an einen schlafenden Thread kostet ein Aufwecken durch den Kernel: einen Kontextwechsel, wenn sich beide Threads einen Kern teilen, oder einen Interprozessor-Interrupt, der einen anderen, womöglich ruhenden Kern weckt. Die Mikrosekunden von Bericht 003 für sem_wait/sem_post stammen nicht aus diesem Weg: Er lief unter macOS, wo jeder Aufruf auf einem sem_open-Semaphor ein Systemaufruf ist, mit oder ohne Token. Als Sperre (die Semaphor-Abbildung aus Bericht 003) wird ein Semaphor mit einem Token genommen und zurückgegeben. Ein schlafender Thread verbraucht keine CPU. thread.std-semaphore ist derselbe Austausch mit std::counting_semaphore aus C++20, der vor dem Schlafen aktiv wartet und die CPU abgibt.</translation>
    </message>
    <message>
        <source>Two threads of one process share a one-message buffer per direction with two semaphores: &apos;empty&apos; (the sender waits for the buffer to be free) and &apos;full&apos; (the receiver waits for a message); the message is copied in and out with memcpy. The semaphores are the platform&apos;s blocking one, here atomic count + WaitOnAddress, and a wait that finds no token goes to sleep in the kernel at once, without spinning first (&apos;block&apos; is exactly what happens). On Linux that is an unnamed POSIX semaphore (sem_init): sem_wait takes a token with one atomic operation in user space and, with none, sleeps on a futex; sem_post adds a token and makes a futex-wake system call only when the other thread sleeps. On Windows it is the same design on Windows&apos; futex: an atomic count, WaitOnAddress to sleep and WakeByAddressSingle to wake (a kernel semaphore object would make every wait and release a system call, token or not). On macOS it is a dispatch_semaphore_t, which counts in user space and sleeps on a Mach semaphore. A hand-off to a thread that sleeps costs a kernel wake-up: a context switch when both threads share a core, or an inter-processor interrupt to wake another, possibly idle, core. Report 003&apos;s microseconds for sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open semaphore is a system call, token or not. As a lock (report 003&apos;s semaphore figure) a semaphore with one token is taken and given back. A sleeping thread uses no CPU. thread.std-semaphore is the same exchange with C++20&apos;s std::counting_semaphore, which spins and yields before it sleeps.</source>
        <translation>Zwei Threads eines Prozesses teilen sich je Richtung einen Puffer für eine Nachricht mit zwei Semaphoren: „empty“ (der Sender wartet, bis der Puffer frei ist) und „full“ (der Empfänger wartet auf eine Nachricht); die Nachricht wird per memcpy hinein- und herauskopiert. Als Semaphore dient der blockierende Semaphor der Plattform, hier atomarer Zähler + WaitOnAddress, und ein Warten, das kein Token vorfindet, schläft sofort im Kernel ein, ohne vorher aktiv zu warten („Blockieren“, block, ist genau das, was geschieht). Unter Linux ist das ein unbenannter POSIX-Semaphor (sem_init): sem_wait nimmt ein Token mit einer atomaren Operation im User-Space und schläft, wenn keines da ist, auf einem futex; sem_post legt ein Token zurück und macht nur dann einen futex-wake-Systemaufruf, wenn der andere Thread schläft. Unter Windows ist es derselbe Aufbau auf dem futex von Windows: ein atomarer Zähler, WaitOnAddress zum Schlafen und WakeByAddressSingle zum Wecken (ein Kernel-Semaphorobjekt würde jedes Warten und jede Freigabe zu einem Systemaufruf machen, ob ein Token da ist oder nicht). Unter macOS ist es ein dispatch_semaphore_t, der im User-Space zählt und auf einem Mach-Semaphor schläft. Eine Übergabe an einen schlafenden Thread kostet ein Aufwecken durch den Kernel: einen Kontextwechsel, wenn sich beide Threads einen Kern teilen, oder einen Interprozessor-Interrupt, der einen anderen, womöglich ruhenden Kern weckt. Die Mikrosekunden von Bericht 003 für sem_wait/sem_post stammen nicht aus diesem Weg: Er lief unter macOS, wo jeder Aufruf auf einem sem_open-Semaphor ein Systemaufruf ist, mit oder ohne Token. Als Sperre (die Semaphor-Abbildung aus Bericht 003) wird ein Semaphor mit einem Token genommen und zurückgegeben. Ein schlafender Thread verbraucht keine CPU. thread.std-semaphore ist derselbe Austausch mit std::counting_semaphore aus C++20, der vor dem Schlafen aktiv wartet und die CPU abgibt.</translation>
    </message>
    <message>
        <source>Neither figure is communication. The thread test is one thread locking and writing with nobody reading (an uncontended lock: a few ns of atomic instructions); the UDP test times only the sendto() calls: the report does not say whether anything received the datagrams, and no receipt is timed (one system call each, no receiver woken). Step 1 runs the two loops as IPC Lab reads the report&apos;s description (report000.* variants, labelled as not communication: nothing receives the datagrams, which the report neither says nor rules out); step 2 measures real hand-offs: a second party receives and echoes every message, one-way = round trip / 2, over 7 repetitions with a 95% interval (the report gives one total per method and no spread). Both of the report&apos;s figures are means (total / 10,000) and are compared with the mean of ours. Expect the real mutex hand-off to cost microseconds (the other thread must be woken), not 14 ns, so the &apos;195x&apos; shrinks to a few times. We also measure the WebSocket the report only discussed. Their figures come from Windows; this machine may run another OS, and on a virtual machine each wake-up of an idle vCPU adds several µs, far more on a busy host (try Keep cores awake, Hold CPUs out of deep sleep or Placement: Same core; a 2-vCPU KVM guest, pipe across cores at 64 B: 22-25 µs as is, 13 µs with Keep cores awake, 2.5 µs with Hold CPUs out of deep sleep).</source>
        <translation>Keine der beiden Zahlen ist Kommunikation. Der Thread-Test ist ein Thread, der sperrt und schreibt, ohne dass jemand liest (eine unumkämpfte Sperre: einige ns atomarer Befehle); der UDP-Test misst nur die sendto()-Aufrufe: Der Bericht sagt nicht, ob etwas die Datagramme empfing, und kein Empfang wird gemessen (je ein Systemaufruf, kein Empfänger wird geweckt). Schritt 1 führt die beiden Schleifen so aus, wie IPC Lab die Beschreibung des Berichts liest (report000.*-Varianten, als keine Kommunikation gekennzeichnet: nichts empfängt die Datagramme, was der Bericht weder sagt noch ausschließt); Schritt 2 misst echte Übergaben: Eine zweite Seite empfängt jede Nachricht und sendet sie zurück, Einweg = Umlauf / 2, über 7 Wiederholungen mit 95-%-Intervall (der Bericht nennt eine Gesamtzeit je Methode und keine Streuung). Beide Zahlen des Berichts sind Mittelwerte (Gesamtzeit / 10&#xa0;000) und werden mit unserem Mittelwert verglichen. Zu erwarten: Die echte Übergabe per Mutex kostet Mikrosekunden (der andere Thread muss geweckt werden), nicht 14 ns, daher schrumpft das „195x“ auf wenige Male. Wir messen auch den WebSocket, den der Bericht nur diskutierte. Ihre Zahlen stammen von Windows; dieser Rechner läuft womöglich unter einem anderen Betriebssystem, und auf einer virtuellen Maschine fügt jedes Aufwecken einer ruhenden vCPU mehrere µs hinzu, auf einem ausgelasteten Host weit mehr („Kerne wach halten“, „CPUs nicht tief schlafen lassen“ oder Platzierung: „Gleicher Kern“ ausprobieren; ein KVM-Gast mit 2 vCPUs, pipe über Kerne hinweg bei 64 B: 22–25 µs ohne, 13 µs mit „Kerne wach halten“, 2,5 µs mit „CPUs nicht tief schlafen lassen“).</translation>
    </message>
    <message>
        <source>One thread locking a std::mutex, writing 21 bytes and unlocking, against sendto() of 21 bytes to 127.0.0.1: 10,000 iterations each on Windows, total time / 10,000 (0.0139 µs against 2.7178 µs).</source>
        <translation>Ein Thread sperrt einen std::mutex, schreibt 21 Byte und entsperrt, gegen sendto() von 21 Byte an 127.0.0.1: je 10.000 Iterationen unter Windows, Gesamtzeit / 10.000 (0,0139 µs gegen 2,7178 µs).</translation>
    </message>
    <message>
        <source>An uncontended lock costs nanoseconds and a sendto() system call microseconds: both figures are in the range those operations cost.</source>
        <translation>Eine unumkämpfte Sperre kostet Nanosekunden und ein sendto()-Systemaufruf Mikrosekunden: Beide Zahlen liegen im Bereich dessen, was diese Operationen kosten.</translation>
    </message>
    <message>
        <source>Neither loop is communication: nobody reads the variable and no receipt is timed, so &quot;195.5 times faster&quot; compares a lock with a system call, not two ways of passing a message. One total per method, no spread.</source>
        <translation>Keine der beiden Schleifen ist Kommunikation: Niemand liest die Variable, und kein Empfang wird gemessen, also vergleicht „195,5-mal schneller“ eine Sperre mit einem Systemaufruf, nicht zwei Wege, eine Nachricht zu übergeben. Eine Gesamtzeit je Methode, keine Streuung.</translation>
    </message>
    <message>
        <source>The report states its loops, its payload (21 bytes), its count (10,000) and its timer, and prints the totals beside the per-message figures, so every number can be checked.</source>
        <translation>Der Bericht nennt seine Schleifen, seine Nutzlast (21 Byte), seine Anzahl (10.000) und seinen Zeitgeber und druckt die Gesamtzeiten neben den Zahlen pro Nachricht, sodass sich jede Zahl nachprüfen lässt.</translation>
    </message>
    <message>
        <source>Step 1 runs the two loops (report000.locked-write, report000.sendto); step 2 passes the same 21 bytes to a second party that echoes them. Compare the two steps&apos; ratios.</source>
        <translation>Schritt 1 führt die beiden Schleifen aus (report000.locked-write, report000.sendto); Schritt 2 übergibt dieselben 21 Byte an eine zweite Seite, die sie zurücksendet. Vergleichen Sie die Verhältnisse der beiden Schritte.</translation>
    </message>
    <message>
        <source>The report&apos;s two loops as IPC Lab reads them: lock/write/unlock, and sendto with no receipt timed</source>
        <translation>Die beiden Schleifen des Berichts, wie IPC Lab sie liest: Sperren/Schreiben/Entsperren und sendto ohne gemessenen Empfang</translation>
    </message>
    <message>
        <source>The report describes each loop in one sentence (&quot;A thread acquires a mutex, writes a 21-byte string to a global variable, and releases the mutex&quot;; &quot;uses sendto() to transmit the same 21-byte payload to localhost&quot;); whether anything received the datagrams it does not say: report000.sendto has no receiver, IPC Lab&apos;s reading. Counts as the report&apos;s: 10,000 iterations, no warm-up (its total covers every iteration). The repetitions differ: 7 where the report ran one, so that the spread of a total of 10,000 is seen; the figure compared is the mean over the 7, as the report&apos;s is a mean. IPC Lab also writes a 4-byte sequence word into each message before it is sent, a store the report&apos;s loop did not make.</source>
        <translation>Der Bericht beschreibt jede Schleife in einem Satz („A thread acquires a mutex, writes a 21-byte string to a global variable, and releases the mutex“; „uses sendto() to transmit the same 21-byte payload to localhost“); ob etwas die Datagramme empfing, sagt er nicht: report000.sendto hat keinen Empfänger, IPC Labs Lesart. Anzahlen wie im Bericht: 10.000 Iterationen, kein Aufwärmen (seine Gesamtzeit umfasst jede Iteration). Die Wiederholungen weichen ab: 7, wo der Bericht einen Lauf machte, damit die Streuung einer Gesamtzeit über 10.000 sichtbar wird; verglichen wird der Mittelwert über die 7, da auch der des Berichts ein Mittelwert ist. IPC Lab schreibt außerdem vor dem Senden ein 4-Byte-Sequenzwort in jede Nachricht, ein Speichern, das die Schleife des Berichts nicht machte.</translation>
    </message>
    <message>
        <source>Not the report&apos;s method: a second party receives and echoes every message, one-way = round trip / 2. Counts: 10,000 iterations as the report&apos;s; IPC Lab adds 1,000 untimed warm-up messages (the first ones pay for connection set-up, page faults and cold caches, which a hand-off measured over and over does not) and 7 repetitions where the report ran one, for a 95% interval.</source>
        <translation>Nicht die Methode des Berichts: Eine zweite Seite empfängt jede Nachricht und sendet sie zurück, Einweg = Umlauf / 2. Anzahlen: 10.000 Iterationen wie im Bericht; IPC Lab fügt 1.000 ungemessene Aufwärmnachrichten hinzu (die ersten bezahlen Verbindungsaufbau, Seitenfehler und kalte Caches, was eine immer wieder gemessene Übergabe nicht tut) und 7 Wiederholungen, wo der Bericht einen Lauf machte, für ein 95-%-Intervall.</translation>
    </message>
    <message>
        <source>The report does not say what one operation was: whether anybody received or answered each message, or what the C++ test did. 17 µs is far more than taking and releasing an uncontended threading.Lock costs in CPython (a fraction of a µs), so something more than the lock, a thread hand-off or a set-up, is in each Python figure; the report&apos;s own explanation (&quot;the interpreter overhead and the Global Interpreter Lock (GIL)&quot;) names the cost of every Python operation, which is not enough to reach 17 µs alone. IPC Lab compares them with its one-way latency (round trip / 2) of a real exchange, mean against mean (the report&apos;s figures are totals / 10,000); that pairing is our reading, not the report&apos;s. The C++ test&apos;s 0.0434 µs is in the range of an uncontended lock with nobody reading (report 000 found 0.0139 µs that way), and also of a hand-off between two threads that busy-wait on different cores; what it rules out is a hand-off in which the receiver sleeps and is woken (microseconds). IPC Lab draws it beside the lock-with-no-reader method (step 2): a reading, since the report does not describe the C++ test. IPC Lab measures in C++ with a second party that receives and echoes every message, 7 repetitions with a 95% interval. Expect WebSockets to cost a little more than plain TCP (framing, masking), not 5x a lock, and expect every blocking hand-off on a virtual machine to pay several µs for waking an idle vCPU (try Keep cores awake or Hold CPUs out of deep sleep; a 2-vCPU KVM guest, pipe across cores at 64 B: 22-25 µs as is, 13 µs with Keep cores awake, 2.5 µs with Hold CPUs out of deep sleep).</source>
        <translation>Der Bericht sagt nicht, was eine Operation war: ob jemand jede Nachricht empfing oder beantwortete, noch was der C++-Test tat. 17 µs sind weit mehr, als Nehmen und Freigeben eines unumkämpften threading.Lock in CPython kostet (ein Bruchteil einer µs), also steckt in jeder Python-Zahl mehr als die Sperre, eine Übergabe zwischen Threads oder eine Einrichtung; die eigene Erklärung des Berichts („the interpreter overhead and the Global Interpreter Lock (GIL)“) nennt die Kosten jeder Python-Operation, die allein nicht bis 17 µs reichen. IPC Lab vergleicht sie mit seiner Einweg-Latenz (Umlauf / 2) eines echten Austauschs, Mittelwert gegen Mittelwert (die Zahlen des Berichts sind Gesamtzeiten / 10&#xa0;000); diese Zuordnung ist unsere Lesart, nicht die des Berichts. Die 0,0434 µs des C++-Tests liegen im Bereich einer unumkämpften Sperre ohne Leser (Bericht 000 fand so 0,0139 µs) und ebenso einer Übergabe zwischen zwei Threads, die auf verschiedenen Kernen aktiv warten; ausgeschlossen ist nur eine Übergabe, bei der der Empfänger schläft und geweckt wird (Mikrosekunden). IPC Lab zeichnet sie neben der Methode „Sperre ohne Leser“ (Schritt 2): eine Lesart, da der Bericht den C++-Test nicht beschreibt. IPC Lab misst in C++ mit einer zweiten Seite, die jede Nachricht empfängt und zurücksendet, 7 Wiederholungen mit 95-%-Intervall. Zu erwarten: WebSockets kosten etwas mehr als reines TCP (Framing, Maskierung), nicht das 5-Fache einer Sperre, und jede blockierende Übergabe auf einer virtuellen Maschine bezahlt mehrere µs für das Aufwecken einer ruhenden vCPU („Kerne wach halten“ oder „CPUs nicht tief schlafen lassen“ ausprobieren; ein KVM-Gast mit 2 vCPUs, pipe über Kerne hinweg bei 64 B: 22–25 µs ohne, 13 µs mit „Kerne wach halten“, 2,5 µs mit „CPUs nicht tief schlafen lassen“).</translation>
    </message>
    <message>
        <source>A shared variable behind a threading.Lock, UDP to 127.0.0.1 and WebSockets in Python 3.12: 10,000 operations of 64 bytes each, total / 10,000 (16.95, 32.45 and 83.50 µs), plus a C++ test of threads and UDP (0.0434 and 4.9936 µs).</source>
        <translation>Eine gemeinsame Variable hinter einem threading.Lock, UDP an 127.0.0.1 und WebSockets in Python 3.12: 10.000 Operationen zu je 64 Byte, Gesamtzeit / 10.000 (16,95, 32,45 und 83,50 µs), dazu ein C++-Test von Threads und UDP (0,0434 und 4,9936 µs).</translation>
    </message>
    <message>
        <source>What one &quot;operation&quot; was is not said (was anything received or answered?), nor how the C++ test was run. 16.95 µs is far above an uncontended Python lock, so each Python figure holds more than the mechanism.</source>
        <translation>Was eine „Operation“ war, wird nicht gesagt (wurde etwas empfangen oder beantwortet?), ebenso wenig, wie der C++-Test lief. 16,95 µs liegen weit über einer unumkämpften Python-Sperre, also enthält jede Python-Zahl mehr als den Mechanismus.</translation>
    </message>
    <message>
        <source>It measured all three mechanisms it discusses, gives totals beside averages, shows its ratios&apos; arithmetic (32.45 / 16.95 ≈ 1.91) and cross-checks the Python result in C++.</source>
        <translation>Er hat alle drei besprochenen Mechanismen gemessen, nennt Gesamtzeiten neben Durchschnitten, zeigt die Rechnung seiner Verhältnisse (32,45 / 16,95 ≈ 1,91) und prüft das Python-Ergebnis in C++ gegen.</translation>
    </message>
    <message>
        <source>Step 1 exchanges 64 B through a lock hand-off, UDP and a WebSocket with a party that answers; step 2 runs the lock-with-no-reader and send-only loops, IPC Lab&apos;s reading of the C++ test.</source>
        <translation>Schritt 1 tauscht 64 B über eine Sperren-Übergabe, UDP und einen WebSocket mit einer antwortenden Seite aus; Schritt 2 führt die Schleifen „Sperre ohne Leser“ und „nur senden“ aus, IPC Labs Lesart des C++-Tests.</translation>
    </message>
    <message>
        <source>IPC Lab&apos;s reading: the report does not say what one operation was; here each is a message answered by a second party, one-way = round trip / 2, in C++. Counts: 10,000 operations of 64 bytes as the report&apos;s; IPC Lab adds 1,000 untimed warm-up messages and runs 7 repetitions where the report gives one total, so that a 95% interval can be drawn; the mean is compared with the report&apos;s mean.</source>
        <translation>IPC Labs Lesart: Der Bericht sagt nicht, was eine Operation war; hier ist jede eine Nachricht, die eine zweite Seite beantwortet, Einweg = Umlauf / 2, in C++. Anzahlen: 10.000 Operationen zu 64 Byte wie im Bericht; IPC Lab fügt 1.000 ungemessene Aufwärmnachrichten hinzu und macht 7 Wiederholungen, wo der Bericht eine Gesamtzeit nennt, damit ein 95-%-Intervall gezeichnet werden kann; verglichen wird Mittelwert mit Mittelwert.</translation>
    </message>
    <message>
        <source>IPC Lab&apos;s reading of the C++ cross-check: lock/write with no reader, sendto with no receipt timed</source>
        <translation>IPC Labs Lesart des C++-Gegentests: Sperren/Schreiben ohne Leser, sendto ohne gemessenen Empfang</translation>
    </message>
    <message>
        <source>The report gives only the C++ test&apos;s two figures (0.0434 µs, 4.9936 µs) &quot;on the same hardware&quot;: no method, size or count. The method, the 64 bytes and the 10,000 iterations here are IPC Lab&apos;s reading (report 000&apos;s loops at report 001&apos;s size), not the report&apos;s. No warm-up, as in a total over every iteration; 7 repetitions.</source>
        <translation>Der Bericht nennt vom C++-Test nur die beiden Zahlen (0,0434 µs, 4,9936 µs) „on the same hardware“: keine Methode, Größe oder Anzahl. Methode, 64 Byte und 10.000 Iterationen sind hier IPC Labs Lesart (die Schleifen von Bericht 000 in der Größe von Bericht 001), nicht die des Berichts. Kein Aufwärmen, wie bei einer Gesamtzeit über jede Iteration; 7 Wiederholungen.</translation>
    </message>
    <message>
        <source>Files of 256, 1024 and 4096 MiB moved between two processes through System V messages, shared memory and a pipe, in chunks of 1, 2 and 4 pages, each whole program timed with `time` (1024 MiB: messages 5.0 / 3.0 s, shared memory 4.0 / 2.1 / 1.2 s, pipe 0.30 / 0.28 / 0.27 s).</source>
        <translation>Dateien von 256, 1024 und 4096 MiB, zwischen zwei Prozessen übertragen über System-V-Nachrichten, gemeinsamen Speicher und eine Pipe, in Blöcken von 1, 2 und 4 Seiten, jedes ganze Programm mit `time` gemessen (1024 MiB: Nachrichten 5,0 / 3,0 s, gemeinsamer Speicher 4,0 / 2,1 / 1,2 s, Pipe 0,30 / 0,28 / 0,27 s).</translation>
    </message>
    <message>
        <source>Larger chunks are faster for messages and shared memory, almost in proportion: each chunk costs a fixed hand-off, so fewer chunks cost less.</source>
        <translation>Größere Blöcke sind für Nachrichten und gemeinsamen Speicher schneller, fast proportional: Jeder Block kostet eine feste Übergabe, weniger Blöcke kosten also weniger.</translation>
    </message>
    <message>
        <source>It published its code, its run script and the machine (Ryzen 5 4600H, Arch Linux 6.0.6), ran every combination 5 times and says how to reproduce it (clone, make, make test, ./run.sh).</source>
        <translation>Er hat seinen Code, sein Laufskript und die Maschine (Ryzen 5 4600H, Arch Linux 6.0.6) veröffentlicht, jede Kombination 5-mal ausgeführt und sagt, wie man es nachmacht (klonen, make, make test, ./run.sh).</translation>
    </message>
    <message>
        <source>Step 1 moves 256 MiB through pipe and shared memory; step 2 sends the messages twice: report002.mq-ack acknowledges each chunk as the report&apos;s code did, mq.sysv streams. Their ratio is the acknowledgement&apos;s cost.</source>
        <translation>Schritt 1 überträgt 256 MiB durch Pipe und gemeinsamen Speicher; Schritt 2 sendet die Nachrichten zweimal: report002.mq-ack bestätigt jeden Block wie der Code des Berichts, mq.sysv streamt. Ihr Verhältnis ist, was die Bestätigung kostet.</translation>
    </message>
    <message>
        <source>Results, first table (256 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1 and 2 pages of 4 KiB; 4 pages: &apos;-&apos;, never run; compared with report002.mq-ack, which acknowledges each chunk as the report&apos;s code did (mq.sysv streams without)</source>
        <translation>Ergebnisse, erste Tabelle (256 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1 und 2 Seiten zu 4 KiB; 4 Seiten: „-“, nie ausgeführt; verglichen mit report002.mq-ack, das jeden Block bestätigt, wie es der Code des Berichts tat (mq.sysv streamt ohne)</translation>
    </message>
    <message>
        <source>Results, second table (1024 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1 and 2 pages of 4 KiB; 4 pages: &apos;-&apos;, never run; compared with report002.mq-ack, which acknowledges each chunk as the report&apos;s code did (mq.sysv streams without)</source>
        <translation>Ergebnisse, zweite Tabelle (1024 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1 und 2 Seiten zu 4 KiB; 4 Seiten: „-“, nie ausgeführt; verglichen mit report002.mq-ack, das jeden Block bestätigt, wie es der Code des Berichts tat (mq.sysv streamt ohne)</translation>
    </message>
    <message>
        <source>Results, third table (4096 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1 and 2 pages of 4 KiB; 4 pages: &apos;-&apos;, never run; compared with report002.mq-ack, which acknowledges each chunk as the report&apos;s code did (mq.sysv streams without)</source>
        <translation>Ergebnisse, dritte Tabelle (4096 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1 und 2 Seiten zu 4 KiB; 4 Seiten: „-“, nie ausgeführt; verglichen mit report002.mq-ack, das jeden Block bestätigt, wie es der Code des Berichts tat (mq.sysv streamt ohne)</translation>
    </message>
    <message>
        <source>On a MacBook Pro (macOS, C): a spin lock taken and released a million times by two threads and by two processes through shared memory, a named semaphore likewise, and ZeroMQ messages echoed over inproc, ipc and tcp between two Docker containers; 7 runs each, mean with a 95% interval.</source>
        <translation>Auf einem MacBook Pro (macOS, C): ein Spinlock, von zwei Threads und von zwei Prozessen über gemeinsamen Speicher je eine Million Mal genommen und freigegeben, ein benanntes Semaphor ebenso, und ZeroMQ-Nachrichten als Echo über inproc, ipc und tcp zwischen zwei Docker-Containern; je 7 Läufe, Mittelwert mit 95-%-Intervall.</translation>
    </message>
    <message>
        <source>The order: spin lock (~38 ns) far below the semaphore (~3.2 µs), ZeroMQ inproc below ipc below tcp between containers; the spin lock is about as fast in shared memory between processes as between threads.</source>
        <translation>Die Reihenfolge: Spinlock (~38 ns) weit unter dem Semaphor (~3,2 µs), ZeroMQ inproc unter ipc unter tcp zwischen Containern; der Spinlock ist zwischen Prozessen im gemeinsamen Speicher etwa so schnell wie zwischen Threads.</translation>
    </message>
    <message>
        <source>It printed every raw run, so every mean and interval can be recomputed; it states its method (z, n, the formula), explains why it built its own spin lock (macOS has no pthread_spinlock_t) and ran a real multi-container set-up.</source>
        <translation>Er hat jeden einzelnen Lauf abgedruckt, sodass sich jeder Mittelwert und jedes Intervall nachrechnen lässt; er nennt seine Methode (z, n, die Formel), erklärt, warum er einen eigenen Spinlock baute (macOS hat kein pthread_spinlock_t), und hat einen echten Aufbau mit mehreren Containern betrieben.</translation>
    </message>
    <message>
        <source>ZeroMQ inproc and ipc (Aufgabe 3)</source>
        <translation>ZeroMQ inproc und ipc (Aufgabe 3)</translation>
    </message>
    <message>
        <source>The report states neither message size nor message count: 64 B and 10,000 messages are IPC Lab&apos;s choice. 7 repetitions as the report&apos;s 7 runs; the mean is compared with its mean. The warm-up differs: 1,000 untimed messages first, where the report averaged over all messages sent (&quot;über alle gesendeten Nachrichten hinweg&quot;).</source>
        <translation>Der Bericht nennt weder Nachrichtengröße noch Nachrichtenanzahl: 64 B und 10.000 Nachrichten sind IPC Labs Wahl. 7 Wiederholungen wie die 7 Läufe des Berichts; verglichen wird Mittelwert mit Mittelwert. Das Aufwärmen weicht ab: zuerst 1.000 ungemessene Nachrichten, wo der Bericht über alle gesendeten Nachrichten mittelte („über alle gesendeten Nachrichten hinweg“).</translation>
    </message>
    <message>
        <source>ZeroMQ tcp over loopback, beside Aufgabe 4&apos;s containers</source>
        <translation>ZeroMQ tcp über Loopback, neben den Containern aus Aufgabe 4</translation>
    </message>
    <message>
        <source>The report states neither message size nor message count: 64 B and 10,000 messages are IPC Lab&apos;s choice. 7 repetitions as the report&apos;s 7 runs; the mean is compared with its mean. The warm-up differs: 1,000 untimed messages first, where the report averaged over all messages sent (&quot;über alle gesendeten Nachrichten hinweg&quot;). Aufgabe 4 ran the two parties in two Docker containers (Docker Compose, a bridge network); this step runs both on one machine over loopback, without containers. To run them in two containers as the report did, use scripts/containers.sh.</source>
        <translation>Der Bericht nennt weder Nachrichtengröße noch Nachrichtenanzahl: 64 B und 10.000 Nachrichten sind IPC Labs Wahl. 7 Wiederholungen wie die 7 Läufe des Berichts; verglichen wird Mittelwert mit Mittelwert. Das Aufwärmen weicht ab: zuerst 1.000 ungemessene Nachrichten, wo der Bericht über alle gesendeten Nachrichten mittelte („über alle gesendeten Nachrichten hinweg“). Aufgabe 4 ließ die beiden Seiten in zwei Docker-Containern laufen (Docker Compose, ein Bridge-Netzwerk); dieser Schritt führt beide auf einem Rechner über Loopback aus, ohne Container. Um sie wie der Bericht in zwei Containern laufen zu lassen, verwenden Sie scripts/containers.sh.</translation>
    </message>
    <message>
        <source>MacBook Pro, macOS (CPU not stated)</source>
        <translation>MacBook Pro, macOS (CPU nicht angegeben)</translation>
    </message>
    <message>
        <source>Aufgabe 4 and summary table: mean 113.98 µs per send + echoed receive between two Docker containers (Docker Compose, bridge network) over 7 runs (CI 110.11..117.85 µs, Student-t), halved to one-way; IPC Lab&apos;s step runs over loopback without containers</source>
        <translation>Aufgabe 4 und Zusammenfassungstabelle: Mittelwert 113,98 µs pro Senden + Empfang der Antwort zwischen zwei Docker-Containern (Docker Compose, Bridge-Netzwerk) über 7 Läufe (KI 110,11..117,85 µs, Student-t), halbiert auf Einweg; IPC Labs Schritt läuft über Loopback ohne Container</translation>
    </message>
    <message>
        <source>Their tables are minimums of 100 round trips. A minimum falls as the samples it is taken over grow, so IPC Lab compares like with like: each repetition times 100 round trips, as the report did, and the figure compared is the median over the repetitions of each repetition&apos;s minimum (halved: one-way = round trip / 2); the median, p99 and the histogram stand beside it, since a minimum of 100 hides everything but the luckiest case. Table II (RDTSC) does not agree with Table I as the report says: pipes are 19.7-37.9% lower at every size and sockets differ by up to 16%; the report pinned its RDTSC runs to one core, so Table II is drawn against step 2, both processes on one core. Table III is not a throughput measurement: every cell is the message size divided by the Table I round trip (4 B / 1382 ns = 2,894,356 B/s), one message over a round trip rather than a saturated channel; it is drawn beside IPC Lab&apos;s real stream, which shows what the channels can carry. The report does not describe its buffer beyond a mutex and condition variables; its data show a per-byte cost: the round trip grows by about 4.56 ns per byte, at the same slope from 64 B to 4 KiB as from 4 KiB to 512 KiB, with no step at any size, so it is not a cost per slot or per lock hand-off (a copy loop of several cycles per byte would fit). shm.condvar is IPC Lab&apos;s bounded buffer of that kind (mutex + conditions, 16 slots of 4 KiB); shm.ring is a lock-free ring whose large-message throughput is bounded by memory bandwidth and should beat every mechanism that copies through the kernel. On a virtual machine every blocking hand-off also pays for waking an idle vCPU (several µs, far more on a busy host); compare with Keep cores awake or Hold CPUs out of deep sleep before ranking (a 2-vCPU KVM guest, pipe across cores at 64 B: 22-25 µs as is, 13 µs with Keep cores awake, 2.5 µs with Hold CPUs out of deep sleep), and expect small-message latencies well above the 2013 desktop CPU&apos;s. shm.ring spins by default, so each party needs a core of its own: on a busy 2-vCPU machine it can fall far behind the blocking mechanisms (Wait: Block shows it blocking).</source>
        <translation>Ihre Tabellen sind Minima von 100 Umläufen. Ein Minimum sinkt, je mehr Messwerte es umfasst, daher vergleicht IPC Lab Gleiches mit Gleichem: Jede Wiederholung misst 100 Umläufe wie der Bericht, und verglichen wird der Median über die Wiederholungen des Minimums jeder Wiederholung (halbiert: Einweg = Umlauf / 2); Median, p99 und das Histogramm stehen daneben, denn ein Minimum aus 100 verbirgt alles außer dem glücklichsten Fall. Tabelle II (RDTSC) stimmt nicht mit Tabelle I überein, wie der Bericht sagt: Pipes liegen bei jeder Größe 19,7–37,9 % tiefer, Sockets weichen um bis zu 16 % ab; der Bericht band seine RDTSC-Läufe an einen Kern, daher wird Tabelle II gegen Schritt 2 gezeichnet, beide Prozesse auf einem Kern. Tabelle III ist keine Durchsatzmessung: Jede Zelle ist die Nachrichtengröße geteilt durch den Umlauf aus Tabelle I (4 B / 1382 ns = 2&#xa0;894&#xa0;356 B/s), eine Nachricht über einen Umlauf statt eines gesättigten Kanals; sie wird neben IPC Labs echtem Strom gezeichnet, der zeigt, was die Kanäle tragen können. Der Bericht beschreibt seinen Puffer nicht über einen Mutex und Bedingungsvariablen hinaus; seine Daten zeigen Kosten pro Byte: Der Umlauf wächst um etwa 4,56 ns pro Byte, mit derselben Steigung von 64 B bis 4 KiB wie von 4 KiB bis 512 KiB und ohne Stufe bei irgendeiner Größe, also sind es keine Kosten pro Platz oder pro Übergabe der Sperre (eine Kopierschleife mit einigen Takten pro Byte würde passen). shm.condvar ist IPC Labs beschränkter Puffer dieser Art (Mutex + Bedingungen, 16 Plätze zu 4 KiB); shm.ring ist ein sperrfreier Ring, dessen Durchsatz bei großen Nachrichten von der Speicherbandbreite begrenzt wird und jeden Mechanismus schlagen sollte, der über den Kernel kopiert. Auf einer virtuellen Maschine bezahlt jede blockierende Übergabe außerdem das Aufwecken einer ruhenden vCPU (mehrere µs, auf einem ausgelasteten Host weit mehr); vor einer Rangfolge mit „Kerne wach halten“ oder „CPUs nicht tief schlafen lassen“ vergleichen (ein KVM-Gast mit 2 vCPUs, pipe über Kerne hinweg bei 64 B: 22–25 µs ohne, 13 µs mit „Kerne wach halten“, 2,5 µs mit „CPUs nicht tief schlafen lassen“) und Latenzen kleiner Nachrichten deutlich über denen der Desktop-CPU von 2013 erwarten. shm.ring wartet standardmäßig aktiv, also braucht jede Seite einen eigenen Kern: Auf einem ausgelasteten Rechner mit 2 vCPUs kann es weit hinter die blockierenden Mechanismen zurückfallen (Warten: „Blockieren“ zeigt es blockierend).</translation>
    </message>
    <message>
        <source>Round trips between two processes through pipes, TCP sockets (TCP_NODELAY) and a shared-memory bounded buffer (mutex + condition variables), 4 B to 512 KiB, the minimum of 100 each, timed with clock_gettime (Table I) and RDTSC (Table II), on an i5-4570 with RHEL 6.7.</source>
        <translation>Umläufe zwischen zwei Prozessen über Pipes, TCP-Sockets (TCP_NODELAY) und einen begrenzten Puffer im gemeinsamen Speicher (Mutex + Bedingungsvariablen), 4 B bis 512 KiB, je das Minimum aus 100, gemessen mit clock_gettime (Tabelle I) und RDTSC (Tabelle II), auf einem i5-4570 mit RHEL 6.7.</translation>
    </message>
    <message>
        <source>Their shared-memory buffer is slower than pipes at every size (its round trip grows by ~4.56 ns per byte): it says more about that buffer than about shared memory. Table III is size / Table I&apos;s round trip, not a measured throughput. Table II does not agree with Table I as closely as the text says.</source>
        <translation>Ihr Puffer im gemeinsamen Speicher ist bei jeder Größe langsamer als Pipes (sein Umlauf wächst um ~4,56 ns pro Byte): Das sagt mehr über diesen Puffer als über gemeinsamen Speicher. Tabelle III ist Größe / Umlauf aus Tabelle I, kein gemessener Durchsatz. Tabelle II stimmt nicht so eng mit Tabelle I überein, wie der Text sagt.</translation>
    </message>
    <message>
        <source>It calibrated both timers (overhead and resolution), compared them, stated TCP_NODELAY, pinned the RDTSC runs to one core, named the CPU and OS, and explained why it kept the minimum.</source>
        <translation>Er hat beide Zeitgeber kalibriert (Aufwand und Auflösung), sie verglichen, TCP_NODELAY genannt, die RDTSC-Läufe an einen Kern gebunden, CPU und Betriebssystem genannt und erklärt, warum er das Minimum behielt.</translation>
    </message>
    <message>
        <source>Step 1 measures the round trips with 100 per repetition, as the report&apos;s minimum of 100; step 2 pins both processes to one core (Table II); steps 3 and 4 stream for a real throughput beside Table III.</source>
        <translation>Schritt 1 misst die Umläufe mit 100 pro Wiederholung, wie das Minimum aus 100 des Berichts; Schritt 2 bindet beide Prozesse an einen Kern (Tabelle II); Schritte 3 und 4 streamen für einen echten Durchsatz neben Tabelle III.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 100 round trips per repetition, no warm-up (&quot;we looped the timing call 100 times, and took the minimum&quot;; its first iterations are in the 100), so each repetition&apos;s minimum is a minimum of 100, as the report&apos;s. The repetitions differ: 5 where the report ran one, and the figure compared is the median of the 5 minimums, the typical minimum of 100 rather than the luckiest of 500.</source>
        <translation>Anzahlen wie im Bericht: 100 Umläufe pro Wiederholung, kein Aufwärmen („we looped the timing call 100 times, and took the minimum“; seine ersten Iterationen sind in den 100), also ist das Minimum jeder Wiederholung ein Minimum aus 100 wie das des Berichts. Die Wiederholungen weichen ab: 5, wo der Bericht einen Lauf machte, und verglichen wird der Median der 5 Minima, das typische Minimum aus 100 statt des glücklichsten aus 500.</translation>
    </message>
    <message>
        <source>The report gives no count for its throughput runs (&quot;saturating the IPC channel with messages&quot;), and Table III was not measured that way: every cell is the size / Table I&apos;s round trip. IPC Lab streams for real; its counts are its own.</source>
        <translation>Der Bericht nennt keine Anzahl für seine Durchsatzläufe („saturating the IPC channel with messages“), und Tabelle III wurde nicht so gemessen: Jede Zelle ist die Größe / der Umlauf aus Tabelle I. IPC Lab streamt wirklich; seine Anzahlen sind seine eigenen.</translation>
    </message>
    <message>
        <source>Table I (clock_gettime): minimum of 100 round trips in ns, halved to one-way; compared with the median over our repetitions of each one&apos;s minimum of 100</source>
        <translation>Tabelle I (clock_gettime): Minimum von 100 Umläufen in ns, halbiert auf Einweg; verglichen mit dem Median über unsere Wiederholungen des Minimums aus 100 jeder einzelnen</translation>
    </message>
    <message>
        <source>One-way latency of a 64-byte message through every mechanism that can echo one (threads, shared memory, kernel objects, network), rounds of 1,000 round trips after 100 warm-up ones until each median is known to ±5% (at least 6 rounds, at most 30 seconds), each mechanism where it measures itself: a blocking hand-off on one core, a spinning one on two.</source>
        <translation>Einweg-Latenz einer 64-Byte-Nachricht durch jeden Mechanismus, der eine zurücksenden kann (Threads, gemeinsamer Speicher, Kernel-Objekte, Netzwerk), in Runden von 1.000 Hin- und Rückwegen nach 100 zum Aufwärmen, bis jeder Median auf ±5 % bekannt ist (mindestens 6 Runden, höchstens 30 Sekunden), jeder Mechanismus dort, wo er sich selbst misst: eine blockierende Übergabe auf einem Kern, eine aktiv wartende auf zweien.</translation>
    </message>
    <message>
        <source>A first look, not a verdict. The placement is auto: blocking mechanisms run both parties on one core, so no hand-off waits for an idle CPU to wake; spinning ones (thread.spin, shm.spin, shm.ring) on two cores, as a spinner needs a core of its own, and burn it while waiting (see cpu/msg). The wake-up is its own lesson: run the same step with the placement Different cores or Unpinned (on a 2-vCPU KVM guest, pipe across cores at 64 B: 22-25 µs as is, 13 µs with Keep cores awake, 2.5 µs with Hold CPUs out of deep sleep). Mechanisms this OS lacks are left out, with the reason.</source>
        <translation>Ein erster Blick, kein Urteil. Die Platzierung ist automatisch: Blockierende Mechanismen lassen beide Seiten auf einem Kern laufen, damit keine Übergabe auf das Aufwecken einer ruhenden CPU wartet; aktiv wartende (thread.spin, shm.spin, shm.ring) auf zwei Kernen, da ein aktiv Wartender einen eigenen Kern braucht, den er beim Warten belegt (siehe CPU/Nachr. bzw. cpu/msg). Das Aufwecken ist eine eigene Lektion: denselben Schritt mit der Platzierung „Verschiedene Kerne“ oder „Frei“ messen (ein KVM-Gast mit 2 vCPUs, pipe über Kerne hinweg bei 64 B: 22–25 µs ohne, 13 µs mit „Kerne wach halten“, 2,5 µs mit „CPUs nicht tief schlafen lassen“). Mechanismen, die diesem Betriebssystem fehlen, werden mit Begründung ausgelassen.</translation>
    </message>
    <message>
        <source>&quot;So, the slowest IPC is messages and the fastest is pipe&quot; compares a streaming pipe with shared memory and messages that wait for each chunk&apos;s acknowledgement (its code shows it); `time` adds start-up and reading the input file to every figure.</source>
        <translation>„So, the slowest IPC is messages and the fastest is pipe“ vergleicht eine streamende Pipe mit gemeinsamem Speicher und Nachrichten, die auf die Bestätigung jedes Blocks warten (sein Code zeigt es); `time` schlägt jeder Zahl Programmstart und das Lesen der Eingabedatei zu.</translation>
    </message>
    <message>
        <source>IPC Lab&apos;s counter loop, beside steps 1 and 2</source>
        <translation>IPC Labs Zählerschleife, neben den Schritten 1 und 2</translation>
    </message>
    <message>
        <source>Every mechanism, ping-pong latency and stream throughput at every size from 4 B to 1 MiB (doubling): 1,000 timed round trips per point; streams of 10,000 chunks up to 2 KiB and 16 MiB per repetition from 4 KiB on; 3 repetitions. Mechanisms with a smaller size limit run up to it, in a step of their own that the registry makes: UDP to 32 KiB, POSIX and System V queues to 8 KiB (the default msgsize_max / msgmax), eventfd at 4 B. Takes several minutes.</source>
        <translation>Alle Mechanismen, Ping-Pong-Latenz und Strom-Durchsatz bei jeder Größe von 4 B bis 1 MiB (jeweils verdoppelt): 1000 gemessene Umläufe pro Messpunkt; Ströme aus 10&#xa0;000 Blöcken bis 2 KiB und 16 MiB pro Wiederholung ab 4 KiB; 3 Wiederholungen. Mechanismen mit einer kleineren Größengrenze laufen bis zu dieser, in einem eigenen Schritt, den die Registry anlegt: UDP bis 32 KiB, POSIX- und System-V-Warteschlangen bis 8 KiB (die Standardwerte von msgsize_max / msgmax), eventfd bei 4 B. Dauert mehrere Minuten.</translation>
    </message>
    <message>
        <source>Long: run it when the machine is otherwise idle. Mechanisms this OS lacks are left out, with the reason. Expect the kernel-copy mechanisms (pipe, fifo, sockets, queues) to flatten at a few GB/s for large chunks while shm.ring approaches memory bandwidth; small-message latency is dominated by wake-ups, which on a virtual machine cost several µs (far more on a busy host) unless the cores are kept awake (Keep cores awake).</source>
        <translation>Lang: nur starten, wenn der Rechner sonst nichts zu tun hat. Mechanismen, die diesem Betriebssystem fehlen, werden mit Begründung ausgelassen. Zu erwarten: Die Mechanismen, die über den Kernel kopieren (pipe, fifo, Sockets, Warteschlangen), flachen bei großen Blöcken bei einigen GB/s ab, während shm.ring sich der Speicherbandbreite nähert; die Latenz kleiner Nachrichten wird vom Aufwecken bestimmt, das auf einer virtuellen Maschine mehrere µs kostet (auf einem ausgelasteten Host weit mehr), solange die Kerne nicht wach gehalten werden („Kerne wach halten“).</translation>
    </message>
    <message>
        <source>The sender makes one write() that adds to a counter and the receiver one read() that takes it; waking a reader that sleeps happens inside write().</source>
        <translation>Der Sender macht ein write(), das zu einem Zähler addiert, und der Empfänger ein read(), das ihn abholt; einen schlafenden Leser weckt write() selbst.</translation>
    </message>
    <message>
        <source>As with an anonymous pipe: one write() by the sender and one read() by the receiver per message, more for a message larger than the 64 KiB buffer; waking a sleeping reader happens inside write().</source>
        <translation>Wie bei einer anonymen Pipe: ein write() beim Sender und ein read() beim Empfänger pro Nachricht, mehr bei einer Nachricht, die größer als der 64-KiB-Puffer ist; einen schlafenden Leser weckt write() selbst.</translation>
    </message>
    <message>
        <source>The sender makes one mq_send() and the receiver one mq_receive() per message (glibc makes them the mq_timedsend and mq_timedreceive system calls); waking a receiver that sleeps happens inside the send.</source>
        <translation>Der Sender macht pro Nachricht ein mq_send() und der Empfänger ein mq_receive() (glibc macht daraus die Systemaufrufe mq_timedsend und mq_timedreceive); einen schlafenden Empfänger weckt das Senden selbst.</translation>
    </message>
    <message>
        <source>The sender makes one msgsnd() and the receiver one msgrcv() per message; waking a receiver that sleeps happens inside msgsnd().</source>
        <translation>Der Sender macht pro Nachricht ein msgsnd() und der Empfänger ein msgrcv(); einen schlafenden Empfänger weckt msgsnd() selbst.</translation>
    </message>
    <message>
        <source>Depends on the library: Boost.Interprocess guards the queue with a process-shared mutex and condition variables, which on Linux make futex calls when a side must sleep or wake a sleeper and none while both run; how many per message is the library&apos;s design, not ours.</source>
        <translation>Hängt von der Bibliothek ab: Boost.Interprocess schützt die Warteschlange mit einem prozessübergreifenden Mutex und Bedingungsvariablen, die unter Linux futex-Aufrufe machen, wenn eine Seite schlafen oder einen Schläfer wecken muss, und keine, solange beide laufen; wie viele pro Nachricht, bestimmt die Bibliothek, nicht wir.</translation>
    </message>
    <message>
        <source>Boost.Beast hands the frame header and the payload to one sendmsg(). Asio&apos;s socket is non-blocking, so a read first tries recvmsg(): one call when the frame is already there, three (a recvmsg() that finds nothing, poll() to sleep, recvmsg() again) when the receiver must wait. Larger messages take more.</source>
        <translation>Boost.Beast übergibt Frame-Header und Nutzdaten mit einem sendmsg(). Asios Socket ist nicht blockierend, also versucht ein Lesen zuerst recvmsg(): ein Aufruf, wenn der Frame schon da ist, drei (ein recvmsg(), das nichts findet, poll() zum Schlafen, wieder recvmsg()), wenn der Empfänger warten muss. Größere Nachrichten brauchen mehr.</translation>
    </message>
    <message>
        <source>The sender makes one write() and the receiver one read() per message, with no poll or select before them; a message larger than the kernel&apos;s pipe buffer (64 KiB on Linux) takes more of each. Waking a reader that sleeps happens inside write(): no extra call.</source>
        <translation>Der Sender macht pro Nachricht ein write() und der Empfänger ein read(), ohne poll oder select davor; eine Nachricht, die größer als der Pipe-Puffer des Kernels ist (64 KiB unter Linux), braucht von beiden mehr. Einen schlafenden Leser weckt write() selbst: kein zusätzlicher Aufruf.</translation>
    </message>
    <message>
        <source>None: an uncontended mutex is locked and unlocked in user space, and nobody receives.</source>
        <translation>Keine: Ein unumkämpfter Mutex wird im User-Space gesperrt und freigegeben, und niemand empfängt.</translation>
    </message>
    <message>
        <source>One send() (the sendto system call) per datagram; nobody receives.</source>
        <translation>Ein send() (der Systemaufruf sendto) pro Datagramm; niemand empfängt.</translation>
    </message>
    <message>
        <source>Per chunk the sender makes a msgsnd() and a msgrcv() that waits for the acknowledgement; the receiver a msgrcv() and a msgsnd() that acknowledges.</source>
        <translation>Pro Block macht der Sender ein msgsnd() und ein msgrcv(), das auf die Bestätigung wartet; der Empfänger ein msgrcv() und ein msgsnd(), das bestätigt.</translation>
    </message>
    <message>
        <source>Futex calls only to wait or to wake: the receiver sleeps in a futex wait when no message is there and the sender makes a futex wake when it does; a lock found taken adds a wait and a wake. 0 calls while neither side has to wait.</source>
        <translation>futex-Aufrufe nur zum Warten oder Wecken: Der Empfänger schläft in einem futex-Wait, wenn keine Nachricht da ist, und der Sender macht dann ein futex-Wake; eine schon gehaltene Sperre kostet ein weiteres Wait und Wake. 0 Aufrufe, solange keine Seite warten muss.</translation>
    </message>
    <message>
        <source>None: the message is copied into shared memory and a flag is set and polled in user space. With the spin-yield wait, a side that spun for nothing also calls sched_yield().</source>
        <translation>Keine: Die Nachricht wird in Shared Memory kopiert, und ein Flag wird im User-Space gesetzt und abgefragt. Mit der Wartestrategie spin-yield ruft eine Seite, die vergeblich gekreist hat, zusätzlich sched_yield() auf.</translation>
    </message>
    <message>
        <source>A post makes a futex wake only when the partner sleeps in a wait, and a wait that finds no token a futex wait: 0 calls per message while the partner runs, one on each side when it sleeps.</source>
        <translation>Ein Post macht nur dann ein futex-Wake, wenn der Partner in einem Wait schläft, und ein Wait, das kein Token vorfindet, ein futex-Wait: 0 Aufrufe pro Nachricht, solange der Partner läuft, einer auf jeder Seite, wenn er schläft.</translation>
    </message>
    <message>
        <source>With the default spin wait none: bytes and counters in shared memory. With spin-yield a side that spun for nothing calls sched_yield(); with block and spin-block a side that must sleep makes a futex wait and its partner a futex wake (a semaphore), one each per message at most.</source>
        <translation>Mit der voreingestellten Wartestrategie spin keine: Bytes und Zähler in Shared Memory. Mit spin-yield ruft eine Seite, die vergeblich gekreist hat, sched_yield() auf; mit block und spin-block macht eine Seite, die schlafen muss, ein futex-Wait und ihr Partner ein futex-Wake (ein Semaphor), höchstens je eines pro Nachricht.</translation>
    </message>
    <message>
        <source>The sender makes one send() and the receiver one recv() per message (the sendto and recvfrom system calls), with no poll or select before them; a message larger than the socket buffer takes more of each. Waking a receiver that sleeps happens inside send().</source>
        <translation>Der Sender macht pro Nachricht ein send() und der Empfänger ein recv() (die Systemaufrufe sendto und recvfrom), ohne poll oder select davor; eine Nachricht, die größer als der Socket-Puffer ist, braucht von beiden mehr. Einen schlafenden Empfänger weckt send() selbst.</translation>
    </message>
    <message>
        <source>None: a flag set and polled in user space. With the spin-yield wait, a side that spun for nothing also calls sched_yield().</source>
        <translation>Keine: ein Flag, im User-Space gesetzt und abgefragt. Mit der Wartestrategie spin-yield ruft eine Seite, die vergeblich gekreist hat, zusätzlich sched_yield() auf.</translation>
    </message>
    <message>
        <source>None: the OS&apos;s spin lock and a flag, both in user space.</source>
        <translation>Keine: der Spinlock des Betriebssystems und ein Flag, beide im User-Space.</translation>
    </message>
    <message>
        <source>libstdc++: the sender&apos;s release finds the count at 0 and always makes a futex wake; the receiver&apos;s release of the free buffer does the same, and its wait calls sched_yield() up to 4 times and, if the token is still not there, sleeps in a futex wait.</source>
        <translation>libstdc++: Das Release des Senders findet den Zähler auf 0 und macht immer ein futex-Wake; das Release des Empfängers für den freien Puffer ebenso, und sein Warten ruft bis zu 4-mal sched_yield() auf und schläft, wenn das Token noch immer nicht da ist, in einem futex-Wait.</translation>
    </message>
    <message>
        <source>Depends on the library, and counts the application&apos;s thread only: libzmq signals the other side&apos;s mailbox with a write() to an eventfd, a receive that finds nothing sleeps in poll() and then reads its own eventfd, and the signalling calls getpid() (libzmq&apos;s fork check). inproc has no I/O thread.</source>
        <translation>Hängt von der Bibliothek ab und zählt nur den Thread der Anwendung: libzmq signalisiert die Mailbox der anderen Seite mit einem write() auf ein eventfd, ein Empfangen, das nichts vorfindet, schläft in poll() und liest dann sein eigenes eventfd, und das Signalisieren ruft getpid() auf (die fork-Prüfung von libzmq). inproc hat keinen I/O-Thread.</translation>
    </message>
    <message>
        <source>Depends on the library, and counts the application&apos;s thread only: libzmq signals the other side&apos;s mailbox with a write() to an eventfd, a receive that finds nothing sleeps in poll() and then reads its own eventfd, and the signalling calls getpid() (libzmq&apos;s fork check). Each side&apos;s ZeroMQ I/O thread makes the socket calls (sendto, recvfrom), epoll_wait and its own mailbox calls besides.</source>
        <translation>Hängt von der Bibliothek ab und zählt nur den Thread der Anwendung: libzmq signalisiert die Mailbox der anderen Seite mit einem write() auf ein eventfd, ein Empfangen, das nichts vorfindet, schläft in poll() und liest dann sein eigenes eventfd, und das Signalisieren ruft getpid() auf (die fork-Prüfung von libzmq). Der ZeroMQ-I/O-Thread jeder Seite macht daneben die Socket-Aufrufe (sendto, recvfrom), epoll_wait und seine eigenen Mailbox-Aufrufe.</translation>
    </message>
    <message>
        <source>Windows PC</source>
        <translation>Windows-PC</translation>
    </message>
    <message>
        <source>lab PC</source>
        <translation>Labor-PC</translation>
    </message>
    <message>
        <source>Ryzen 5 4600H</source>
        <translation>Ryzen 5 4600H</translation>
    </message>
    <message>
        <source>MacBook Pro</source>
        <translation>MacBook Pro</translation>
    </message>
    <message>
        <source>i5-4570, RHEL 6.7</source>
        <translation>i5-4570, RHEL 6.7</translation>
    </message>
    <message>
        <source>The sender makes one send() (the sendto system call) and the receiver one recv() (the recvfrom system call; recvmsg() on macOS), which also tells a datagram cut short by a small buffer; no poll or select before them.</source>
        <translation>Der Sender macht ein send() (den Systemaufruf sendto) und der Empfänger ein recv() (den Systemaufruf recvfrom; recvmsg() unter macOS), das auch ein durch einen zu kleinen Puffer gekürztes Datagramm meldet; kein poll oder select davor.</translation>
    </message>
    <message>
        <source>Two processes exchange UDP datagrams over the loopback interface, one datagram per message. send() copies the message into a kernel buffer, adds UDP and IP headers and passes it through the IP stack to the loopback device, which queues it on the receiving socket and wakes the receiver; recv() copies it out. There is no connection, no acknowledgement and no flow control: when the receiver falls behind and its socket buffer is full, the kernel silently drops datagrams, even on loopback. So a stream over UDP loses messages, and each one that does not arrive within the loss timeout is counted as lost, never waited for. A datagram carries at most 65,507 bytes over IPv4; larger messages are refused.</source>
        <translation>Zwei Prozesse tauschen UDP-Datagramme über die Loopback-Schnittstelle aus, ein Datagramm pro Nachricht. send() kopiert die Nachricht in einen Kernel-Puffer, fügt UDP- und IP-Header hinzu und reicht sie durch den IP-Stack an das Loopback-Gerät, das sie in die Warteschlange des empfangenden Sockets stellt und den Empfänger weckt; recv() kopiert sie heraus. Es gibt keine Verbindung, keine Bestätigung und keine Flusskontrolle: Kommt der Empfänger nicht nach und ist sein Socket-Puffer voll, verwirft der Kernel stillschweigend Datagramme, selbst auf Loopback. Ein Strom über UDP verliert also Nachrichten, und jede, die nicht innerhalb der Verlustfrist ankommt, wird als verloren gezählt, nie abgewartet. Ein Datagramm trägt über IPv4 höchstens 65.507 Byte; größere Nachrichten werden abgewiesen.</translation>
    </message>
    <message>
        <source>Zheng Xu, &quot;Comparative Performance Analysis of Intra-process and Inter-process Communication Overheads&quot; (coursework Task 5, November 2025; C++11, Windows, Winsock2) compared a relay-race simulation&apos;s two designs: a thread that takes a std::mutex, writes a 21-byte string to a global variable and unlocks, against sendto() of the same 21 bytes to 127.0.0.1. 10,000 iterations each, total time from high_resolution_clock divided by 10,000: threads 139 µs in total = 0.0139 µs per message, UDP 27,178 µs = 2.7178 µs, &quot;195.5 times slower&quot;. One total per method, no repetitions or spread. WebSockets were only discussed, not measured.</source>
        <translation>Zheng Xu, „Comparative Performance Analysis of Intra-process and Inter-process Communication Overheads“ (Studienarbeit Task 5, November 2025; C++11, Windows, Winsock2) verglich die beiden Entwürfe einer Staffellauf-Simulation: ein Thread, der einen std::mutex nimmt, eine 21-Byte-Zeichenkette in eine globale Variable schreibt und freigibt, gegen sendto() derselben 21 Byte an 127.0.0.1. Je 10&#xa0;000 Iterationen, Gesamtzeit aus high_resolution_clock geteilt durch 10&#xa0;000: Threads insgesamt 139 µs = 0,0139 µs pro Nachricht, UDP 27&#xa0;178 µs = 2,7178 µs, „195.5 times slower“. Eine Gesamtzeit je Methode, keine Wiederholungen, keine Streuung. WebSockets wurden nur diskutiert, nicht gemessen.</translation>
    </message>
    <message>
        <source>The order threads &lt; UDP &lt; WebSockets. That the language changes the ratio (C++ ~115x against Python&apos;s 1.9x) is plausible, not shown: the two pairs of figures may time different operations, and the report describes neither.</source>
        <translation>Die Reihenfolge Threads &lt; UDP &lt; WebSockets. Dass die Sprache das Verhältnis ändert (C++ ~115x gegen 1,9x in Python), ist plausibel, nicht belegt: Die beiden Zahlenpaare können verschiedene Operationen messen, und der Bericht beschreibt keine davon.</translation>
    </message>
    <message>
        <source>`time` measures whole processes: start-up, reading the input file and the transfer together. The report&apos;s own code shows more. Its shared-memory and message tests are stop-and-wait: the producer read()s a chunk from the file (straight into the shared memory), posts a named semaphore and waits for the consumer&apos;s semaphore before the next chunk, and the shared-memory consumer never reads the data; the pipe test streams, write() after write() with no acknowledgement. So the pipe&apos;s tenfold lead is streaming against two wake-ups per chunk, not pipe against shared memory. IPC Lab times the transfer alone (first chunk sent to last chunk acknowledged, warm-up chunks untimed), 5 repetitions with a 95% interval; each repetition starts its own peer, and the wall time from starting it to reaping it, what `time` reports for one run, is kept apart as the median over the repetitions (wall_with_startup_median_ns in the JSON and CSV). shm.semaphore streams stop-and-wait through one slot too (its receiver does copy the data out). The report&apos;s message figures are compared with report002.mq-ack, which sends System V messages as the report&apos;s code did, each chunk acknowledged before the next; mq.sysv beside it streams without that acknowledgement, so the difference between the two is what the acknowledgement costs (on a busy 2-vCPU virtual machine, 256 MiB: mq.sysv 361 MB/s against 210 MB/s at 4 KiB, 1.22 GB/s against 653 MB/s at 8 KiB, one noisy run: the acknowledgement about halves the rate). Two things the report leaves open: it says chunks of 1, 2 and 4 pages, but its run.sh passes 1, 2 and 3, so the last column may be 3 pages (12 KiB); and it does not say how it combined its 5 runs (compared here as a mean with the mean of ours). Its &apos;mb&apos; is MiB: the repository&apos;s Makefile makes the input files with dd bs=1048576 count=256 (1024, 4096), as IPC Lab moves. The default step moves 256 MiB so that a class demo finishes; the 1 GiB and 4 GiB steps are optional: choose one under Step and run it. run.sh never tries messages of more than 2 pages, and Linux&apos;s default msgmax (8 KiB) would refuse them: the report&apos;s &apos;-&apos;. On a virtual machine every blocking hand-off may wake an idle vCPU; try Keep cores awake. shm.ring spins by default, so each party needs a core of its own: on a busy 2-vCPU machine it can fall far behind the blocking mechanisms (Wait: Block shows it blocking).</source>
        <translation>`time` misst ganze Prozesse: Start, Lesen der Eingabedatei und die Übertragung zusammen. Der eigene Code des Berichts zeigt mehr. Seine Tests für gemeinsamen Speicher und Nachrichten arbeiten im Stop-and-Wait: Der Erzeuger liest mit read() einen Block aus der Datei (direkt in den gemeinsamen Speicher), erhöht ein benanntes Semaphor und wartet vor dem nächsten Block auf das Semaphor des Verbrauchers, und der Verbraucher des gemeinsamen Speichers liest die Daten nie; der Pipe-Test streamt, write() nach write() ohne Bestätigung. Der zehnfache Vorsprung der Pipe ist also Streamen gegen zwei Weckvorgänge pro Block, nicht Pipe gegen gemeinsamen Speicher. IPC Lab misst nur die Übertragung (vom ersten gesendeten bis zum letzten bestätigten Block, Aufwärmblöcke ungemessen), 5 Wiederholungen mit 95-%-Intervall; jede Wiederholung startet ihre eigene Gegenstelle, und die Wandzeit von deren Start bis zu ihrem Ende, was `time` für einen Lauf meldet, wird getrennt geführt, als Median über die Wiederholungen (wall_with_startup_median_ns im JSON und CSV). shm.semaphore streamt ebenfalls im Stop-and-Wait durch einen Platz (sein Empfänger kopiert die Daten allerdings heraus). Die Nachrichten-Zahlen des Berichts werden mit report002.mq-ack verglichen, das System-V-Nachrichten sendet, wie es der Code des Berichts tat, jeden Block bestätigt vor dem nächsten; mq.sysv daneben streamt ohne diese Bestätigung, der Unterschied zwischen beiden ist also, was die Bestätigung kostet (auf einer ausgelasteten virtuellen Maschine mit 2 vCPUs, 256 MiB: mq.sysv 361 MB/s gegen 210 MB/s bei 4 KiB, 1,22 GB/s gegen 653 MB/s bei 8 KiB, ein verrauschter Lauf: Die Bestätigung halbiert etwa die Rate). Zwei Dinge lässt der Bericht offen: Er nennt Blöcke von 1, 2 und 4 Seiten, aber sein run.sh übergibt 1, 2 und 3, die letzte Spalte könnte also 3 Seiten (12 KiB) sein; und er sagt nicht, wie er seine 5 Läufe zusammenfasste (hier als Mittelwert mit unserem Mittelwert verglichen). Sein „mb“ ist MiB: Das Makefile des Repositorys erzeugt die Eingabedateien mit dd bs=1048576 count=256 (1024, 4096), wie IPC Lab überträgt. Der Standardschritt überträgt 256 MiB, damit eine Vorführung im Unterricht fertig wird; die Schritte mit 1 GiB und 4 GiB sind optional: unter „Schritt“ wählen und starten. run.sh versucht nie Nachrichten von mehr als 2 Seiten, und Linux’ Standardwert msgmax (8 KiB) würde sie ablehnen: das „-“ des Berichts. Auf einer virtuellen Maschine kann jede blockierende Übergabe eine ruhende vCPU wecken; „Kerne wach halten“ ausprobieren. shm.ring wartet standardmäßig aktiv, also braucht jede Seite einen eigenen Kern: Auf einem ausgelasteten Rechner mit 2 vCPUs kann es weit hinter die blockierenden Mechanismen zurückfallen (Warten: „Blockieren“ zeigt es blockierend).</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 256 MiB per repetition (its Makefile&apos;s dd bs=1048576) and 5 repetitions (its run.sh runs each combination 5 times). The warm-up differs: IPC Lab sends 16 untimed chunks first and times the transfer alone, while `time` covered the whole program, start-up and reading the input file included; one repetition&apos;s wall time from starting the peer to reaping it is kept beside it (the median over the repetitions: wall_with_startup_median_ns), but IPC Lab reads no input file.</source>
        <translation>Anzahlen wie im Bericht: 256 MiB pro Wiederholung (dd bs=1048576 seines Makefiles) und 5 Wiederholungen (sein run.sh führt jede Kombination 5-mal aus). Das Aufwärmen weicht ab: IPC Lab sendet zuerst 16 ungemessene Blöcke und misst nur die Übertragung, während `time` das ganze Programm umfasste, Programmstart und Lesen der Eingabedatei eingeschlossen; die Wandzeit einer Wiederholung vom Start der Gegenstelle bis zu ihrem Ende steht daneben (der Median über die Wiederholungen: wall_with_startup_median_ns), aber IPC Lab liest keine Eingabedatei.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 256 MiB per repetition (its Makefile&apos;s dd bs=1048576) and 5 repetitions (its run.sh runs each combination 5 times). The warm-up differs: IPC Lab sends 16 untimed chunks first and times the transfer alone, while `time` covered the whole program, start-up and reading the input file included; one repetition&apos;s wall time from starting the peer to reaping it is kept beside it (the median over the repetitions: wall_with_startup_median_ns), but IPC Lab reads no input file. The report&apos;s figures are drawn against report002.mq-ack, which acknowledges each chunk as the report&apos;s code did.</source>
        <translation>Anzahlen wie im Bericht: 256 MiB pro Wiederholung (dd bs=1048576 seines Makefiles) und 5 Wiederholungen (sein run.sh führt jede Kombination 5-mal aus). Das Aufwärmen weicht ab: IPC Lab sendet zuerst 16 ungemessene Blöcke und misst nur die Übertragung, während `time` das ganze Programm umfasste, Programmstart und Lesen der Eingabedatei eingeschlossen; die Wandzeit einer Wiederholung vom Start der Gegenstelle bis zu ihrem Ende steht daneben (der Median über die Wiederholungen: wall_with_startup_median_ns), aber IPC Lab liest keine Eingabedatei. Die Zahlen des Berichts werden gegen report002.mq-ack gezeichnet, das jeden Block bestätigt, wie es der Code des Berichts tat.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 1024 MiB per repetition (its Makefile&apos;s dd bs=1048576) and 5 repetitions (its run.sh runs each combination 5 times). The warm-up differs: IPC Lab sends 16 untimed chunks first and times the transfer alone, while `time` covered the whole program, start-up and reading the input file included; one repetition&apos;s wall time from starting the peer to reaping it is kept beside it (the median over the repetitions: wall_with_startup_median_ns), but IPC Lab reads no input file.</source>
        <translation>Anzahlen wie im Bericht: 1024 MiB pro Wiederholung (dd bs=1048576 seines Makefiles) und 5 Wiederholungen (sein run.sh führt jede Kombination 5-mal aus). Das Aufwärmen weicht ab: IPC Lab sendet zuerst 16 ungemessene Blöcke und misst nur die Übertragung, während `time` das ganze Programm umfasste, Programmstart und Lesen der Eingabedatei eingeschlossen; die Wandzeit einer Wiederholung vom Start der Gegenstelle bis zu ihrem Ende steht daneben (der Median über die Wiederholungen: wall_with_startup_median_ns), aber IPC Lab liest keine Eingabedatei.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 1024 MiB per repetition (its Makefile&apos;s dd bs=1048576) and 5 repetitions (its run.sh runs each combination 5 times). The warm-up differs: IPC Lab sends 16 untimed chunks first and times the transfer alone, while `time` covered the whole program, start-up and reading the input file included; one repetition&apos;s wall time from starting the peer to reaping it is kept beside it (the median over the repetitions: wall_with_startup_median_ns), but IPC Lab reads no input file. The report&apos;s figures are drawn against report002.mq-ack, which acknowledges each chunk as the report&apos;s code did.</source>
        <translation>Anzahlen wie im Bericht: 1024 MiB pro Wiederholung (dd bs=1048576 seines Makefiles) und 5 Wiederholungen (sein run.sh führt jede Kombination 5-mal aus). Das Aufwärmen weicht ab: IPC Lab sendet zuerst 16 ungemessene Blöcke und misst nur die Übertragung, während `time` das ganze Programm umfasste, Programmstart und Lesen der Eingabedatei eingeschlossen; die Wandzeit einer Wiederholung vom Start der Gegenstelle bis zu ihrem Ende steht daneben (der Median über die Wiederholungen: wall_with_startup_median_ns), aber IPC Lab liest keine Eingabedatei. Die Zahlen des Berichts werden gegen report002.mq-ack gezeichnet, das jeden Block bestätigt, wie es der Code des Berichts tat.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 4096 MiB per repetition (its Makefile&apos;s dd bs=1048576) and 5 repetitions (its run.sh runs each combination 5 times). The warm-up differs: IPC Lab sends 16 untimed chunks first and times the transfer alone, while `time` covered the whole program, start-up and reading the input file included; one repetition&apos;s wall time from starting the peer to reaping it is kept beside it (the median over the repetitions: wall_with_startup_median_ns), but IPC Lab reads no input file.</source>
        <translation>Anzahlen wie im Bericht: 4096 MiB pro Wiederholung (dd bs=1048576 seines Makefiles) und 5 Wiederholungen (sein run.sh führt jede Kombination 5-mal aus). Das Aufwärmen weicht ab: IPC Lab sendet zuerst 16 ungemessene Blöcke und misst nur die Übertragung, während `time` das ganze Programm umfasste, Programmstart und Lesen der Eingabedatei eingeschlossen; die Wandzeit einer Wiederholung vom Start der Gegenstelle bis zu ihrem Ende steht daneben (der Median über die Wiederholungen: wall_with_startup_median_ns), aber IPC Lab liest keine Eingabedatei.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 4096 MiB per repetition (its Makefile&apos;s dd bs=1048576) and 5 repetitions (its run.sh runs each combination 5 times). The warm-up differs: IPC Lab sends 16 untimed chunks first and times the transfer alone, while `time` covered the whole program, start-up and reading the input file included; one repetition&apos;s wall time from starting the peer to reaping it is kept beside it (the median over the repetitions: wall_with_startup_median_ns), but IPC Lab reads no input file. The report&apos;s figures are drawn against report002.mq-ack, which acknowledges each chunk as the report&apos;s code did.</source>
        <translation>Anzahlen wie im Bericht: 4096 MiB pro Wiederholung (dd bs=1048576 seines Makefiles) und 5 Wiederholungen (sein run.sh führt jede Kombination 5-mal aus). Das Aufwärmen weicht ab: IPC Lab sendet zuerst 16 ungemessene Blöcke und misst nur die Übertragung, während `time` das ganze Programm umfasste, Programmstart und Lesen der Eingabedatei eingeschlossen; die Wandzeit einer Wiederholung vom Start der Gegenstelle bis zu ihrem Ende steht daneben (der Median über die Wiederholungen: wall_with_startup_median_ns), aber IPC Lab liest keine Eingabedatei. Die Zahlen des Berichts werden gegen report002.mq-ack gezeichnet, das jeden Block bestätigt, wie es der Code des Berichts tat.</translation>
    </message>
    <message>
        <source>The report names z = 1.96 with n = 7, but not all its intervals are z intervals. The ZeroMQ ipc and Docker intervals are Student-t ones over the 7 runs (t = 2.447 with 6 degrees of freedom; IPC Lab itself uses neither z nor t, but a distribution-free interval of the median), and the summary table&apos;s intervals for the shared-memory spin lock and the semaphore are Student-t over 14 values: the two threads (or processes) of each of the 7 runs pooled as if independent. That is the flaw: the two parties of one run contend for the same lock at the same time, so there are 7 independent values, not 14, and the pooled interval is about 40% narrower than the 7 runs allow (semaphore: [3200.9, 3233.7] ns published, [3189.9, 3244.7] ns from the 7 runs). Only the per-thread intervals of the lock sections have z widths (about 20% too narrow), and their centres do not follow from the runs printed. The summary table and the sections also disagree: ZeroMQ inproc 22.5 µs in the table (with the spin lock row&apos;s ±1.59) against 24.01 µs in its section, ZeroMQ ipc 49.42 µs against 49.50 µs; IPC Lab draws the section figures, which the printed runs reproduce (ipc&apos;s exactly). The lock figures are each thread&apos;s own time / its own million lock + unlock while the other thread runs at the same time; IPC Lab divides the whole span by both parties&apos; operations, so their figures are drawn halved (assuming both threads ran over the same span, as their nearly equal per-thread times suggest). The ZeroMQ figures time a send plus the echoed receive, a round trip: drawn halved to one-way; message size and count are not stated (we use 64 B, 10,000 messages). Every figure is a mean and is compared with the mean of ours. Their semaphore is not Linux&apos;s: on macOS a sem_open semaphore lives in the kernel and every sem_wait and sem_post is a system call; here thread.semaphore stays in user space while a token is free. The report&apos;s tcp figure is from two containers (Docker Compose, a Docker bridge network; on macOS Docker runs them inside a Linux virtual machine). The preset&apos;s tcp step runs over loopback on one machine, without containers; to run the parties in two containers, see scripts/containers.sh (across two hosts, the remote peer). thread.native-spin adds the pthread spin lock macOS lacked. On a 2-vCPU virtual machine a spinning party may be descheduled while it holds the lock, so spin figures can be far worse and noisier than on a laptop, and the semaphore&apos;s cost is dominated by waking a sleeping vCPU.</source>
        <translation>Der Bericht nennt z = 1,96 bei n = 7, aber nicht alle seine Intervalle sind z-Intervalle. Die Intervalle für ZeroMQ ipc und Docker sind Student-t-Intervalle über die 7 Läufe (t = 2,447 bei 6 Freiheitsgraden; IPC Lab selbst verwendet weder z noch t, sondern ein verteilungsfreies Intervall des Medians), und die Intervalle der Zusammenfassungstabelle für den Spinlock im gemeinsamen Speicher und das Semaphor sind Student-t über 14 Werte: die beiden Threads (bzw. Prozesse) jedes der 7 Läufe zusammengelegt, als wären sie unabhängig. Das ist der Fehler: Die beiden Seiten eines Laufs konkurrieren zur selben Zeit um dieselbe Sperre, also gibt es 7 unabhängige Werte, nicht 14, und das zusammengelegte Intervall ist etwa 40 % schmaler, als die 7 Läufe erlauben (Semaphor: [3200,9, 3233,7] ns veröffentlicht, [3189,9, 3244,7] ns aus den 7 Läufen). Nur die Intervalle pro Thread in den Abschnitten zu den Sperren haben z-Breiten (etwa 20 % zu schmal), und ihre Mitten folgen nicht aus den gedruckten Läufen. Auch Zusammenfassungstabelle und Abschnitte widersprechen sich: ZeroMQ inproc 22,5 µs in der Tabelle (mit dem ±1,59 der Spinlock-Zeile) gegen 24,01 µs in seinem Abschnitt, ZeroMQ ipc 49,42 µs gegen 49,50 µs; IPC Lab zeichnet die Zahlen der Abschnitte, die sich aus den gedruckten Läufen ergeben (bei ipc genau). Die Sperrzahlen sind die eigene Zeit jedes Threads / seine eigene Million Sperren + Freigeben, während der andere Thread gleichzeitig läuft; IPC Lab teilt die ganze Zeitspanne durch die Operationen beider Seiten, daher werden ihre Zahlen halbiert gezeichnet (unter der Annahme, dass beide Threads über dieselbe Spanne liefen, wie ihre fast gleichen Zeiten pro Thread nahelegen). Die ZeroMQ-Zahlen messen ein Senden plus den Empfang der Antwort, einen Umlauf: halbiert auf Einweg gezeichnet; Nachrichtengröße und -anzahl werden nicht genannt (wir verwenden 64 B, 10&#xa0;000 Nachrichten). Jede Zahl ist ein Mittelwert und wird mit unserem Mittelwert verglichen. Ihr Semaphor ist nicht das von Linux: Unter macOS liegt ein sem_open-Semaphor im Kernel, und jedes sem_wait und sem_post ist ein Systemaufruf; hier bleibt thread.semaphore im User-Space, solange ein Token frei ist. Die tcp-Zahl des Berichts stammt von zwei Containern (Docker Compose, ein Docker-Bridge-Netzwerk; unter macOS führt Docker sie in einer virtuellen Linux-Maschine aus). Der tcp-Schritt des Presets läuft über Loopback auf einem Rechner, ohne Container; um die Seiten in zwei Containern laufen zu lassen, siehe scripts/containers.sh (über zwei Rechner hinweg die entfernte Gegenstelle). thread.native-spin ergänzt den pthread-Spinlock, der macOS fehlte. Auf einer virtuellen Maschine mit 2 vCPUs kann eine aktiv wartende Seite verdrängt werden, während sie die Sperre hält, daher können Spinlock-Zahlen weit schlechter und unruhiger sein als auf einem Laptop, und die Kosten des Semaphors werden vom Aufwecken einer schlafenden vCPU bestimmt.</translation>
    </message>
    <message>
        <source>The lock loops pass no data: not communication; two summary intervals (shared-memory spin lock, semaphore) are Student-t over 14 values pooling both parties of 7 runs, though only the runs are independent; its &quot;Kontextwechsel&quot; (context switch: IPC Lab&apos;s translation) for the slower shared-memory spin lock fits no spin loop; the summary table and sections disagree on ZeroMQ inproc and ipc.</source>
        <translation>Die Sperrschleifen übergeben keine Daten: keine Kommunikation; zwei Intervalle der Zusammenfassung (Spinlock im gemeinsamen Speicher, Semaphor) sind Student-t über 14 Werte, die beide Seiten von 7 Läufen zusammenfassen, obwohl nur die Läufe unabhängig sind; sein „Kontextwechsel“ (im Original deutsch; IPC Labs englischer Text übersetzt ihn mit „context switch“) für den langsameren Spinlock im gemeinsamen Speicher passt zu keiner Spinschleife; Zusammenfassungstabelle und Abschnitte widersprechen sich bei ZeroMQ inproc und ipc.</translation>
    </message>
    <message>
        <source>Steps 1 (spin locks, pthread&apos;s beside them) and 2 (semaphores) run the report&apos;s bare lock + unlock loop; step 3 ZeroMQ inproc and ipc, step 4 tcp (over loopback; scripts/containers.sh for containers); step 5 IPC Lab&apos;s counter loop, not the report&apos;s method: not compared with its figures.</source>
        <translation>Schritte 1 (Spinlocks, der von pthread daneben) und 2 (Semaphore) führen die bloße Lock-+-Unlock-Schleife des Berichts aus; Schritt 3 ZeroMQ inproc und ipc, Schritt 4 tcp (über Loopback; scripts/containers.sh für Container); Schritt 5 IPC Labs Zählerschleife, nicht die Methode des Berichts: nicht mit seinen Zahlen verglichen.</translation>
    </message>
    <message>
        <source>The report&apos;s loop only locks and unlocks (&quot;die Spinlock-Operationen („Lock“ und „Unlock“) jeweils eine Million Mal in einer Schleife&quot;), and so does this step: IPC Lab&apos;s bare lock loop. Its mutual exclusion is checked outside the timing: before the timed repetitions, every party at once takes the lock 100,000 times incrementing a shared counter, and the runner checks the sum. Step 5 runs IPC Lab&apos;s counter loop beside it. Neither loop passes data between the parties: a lock figure is not a message hand-off (the warning report 000 gets). The waiting differs: IPC Lab&apos;s spin locks are test-and-test-and-set with a pause (a waiter re-reads the flag with a plain load and tries the atomic exchange again only when it reads free), while C11&apos;s atomic_flag offers only test-and-set, so the report&apos;s waiters most likely spun on the atomic exchange itself, taking the flag&apos;s cache line from the holder on every attempt. With two parties contending, the waiting policy is part of what the loop measures: a difference from the report&apos;s figures may be the waiting, not the machine. The report explains the slower shared-memory spin lock with &quot;Der Overhead durch Kontextwechsel und Speicherverwaltung trägt zu den höheren Werten bei&quot;: a spinning party asks for no context switch (it makes no system call; the scheduler may still preempt it, as any thread), and once the segment is mapped no memory management runs per operation; over the 7 runs (each run&apos;s two threads averaged, Student&apos;s t) the two means&apos; intervals overlap ([35.3, 40.1] ns and [37.9, 44.9] ns), so the difference is not shown. Counts as the report&apos;s: 1,000,000 operations per party, 7 repetitions. The warm-up differs: IPC Lab takes the lock 10,000 times per party untimed first (then the checked round); the report timed from the start.</source>
        <translation>Die Schleife des Berichts sperrt und entsperrt nur („die Spinlock-Operationen („Lock“ und „Unlock“) jeweils eine Million Mal in einer Schleife“), und so auch dieser Schritt: IPC Labs bloße Sperrschleife. Ihr gegenseitiger Ausschluss wird außerhalb der Zeitmessung geprüft: Vor den gemessenen Wiederholungen nehmen alle Seiten gleichzeitig die Sperre je 100.000-mal und erhöhen dabei einen gemeinsamen Zähler, und der Runner prüft die Summe. Schritt 5 führt IPC Labs Zählerschleife daneben aus. Keine der beiden Schleifen übergibt Daten zwischen den Seiten: Eine Sperrzahl ist keine Nachrichtenübergabe (die Warnung, die Bericht 000 erhält). Das Warten unterscheidet sich: IPC Labs Spinlocks sind Test-and-Test-and-Set mit Pause (eine wartende Seite liest das Flag mit einem einfachen Load und versucht den atomaren Austausch erst wieder, wenn sie es frei liest), während das atomic_flag von C11 nur Test-and-Set kennt; die wartenden Seiten des Berichts kreisten also höchstwahrscheinlich auf dem atomaren Austausch selbst und nahmen dem Halter bei jedem Versuch die Cache-Zeile des Flags weg. Wenn zwei Seiten konkurrieren, gehört die Wartestrategie zu dem, was die Schleife misst: Ein Unterschied zu den Zahlen des Berichts kann am Warten liegen, nicht am Rechner. Der Bericht erklärt den langsameren Spinlock im gemeinsamen Speicher mit „Der Overhead durch Kontextwechsel und Speicherverwaltung trägt zu den höheren Werten bei“: Eine aktiv wartende Seite verlangt keinen Kontextwechsel (sie macht keinen Systemaufruf; der Scheduler kann sie dennoch verdrängen, wie jeden Thread), und ist das Segment einmal eingeblendet, läuft pro Operation keine Speicherverwaltung; über die 7 Läufe (die beiden Threads jedes Laufs gemittelt, Student-t) überlappen die Intervalle der beiden Mittelwerte ([35,3; 40,1] ns und [37,9; 44,9] ns), der Unterschied ist also nicht belegt. Anzahlen wie im Bericht: 1.000.000 Operationen pro Seite, 7 Wiederholungen. Das Aufwärmen weicht ab: IPC Lab nimmt die Sperre zuerst 10.000-mal pro Seite ungemessen (danach die geprüfte Runde); der Bericht maß vom Start an.</translation>
    </message>
    <message>
        <source>The report&apos;s loop only takes and gives back the semaphore (&quot;Innerhalb jedes Threads wurden die folgenden Operationen in einer Schleife mit einer Million Iterationen durchgeführt&quot;: sem_wait, sem_post), and so does this step: IPC Lab&apos;s bare lock loop. Its mutual exclusion is checked outside the timing: before the timed repetitions, every party at once takes the semaphore 100,000 times incrementing a shared counter, and the runner checks the sum. Step 5 runs IPC Lab&apos;s counter loop beside it. Neither loop passes data between the parties: a lock figure is not a message hand-off (the warning report 000 gets). The report measured two threads of one process (&quot;zwischen zwei Threads innerhalb eines Prozesses&quot;): thread.semaphore is compared with its figure; shm.semaphore, two processes through a semaphore in shared memory, is IPC Lab&apos;s addition beside it, with no published figure. Counts as the report&apos;s: a million sem_wait + sem_post per thread, 7 repetitions. The warm-up differs: 10,000 untimed operations per party first (then the checked round). Its semaphore is not Linux&apos;s: the report&apos;s own text says &quot;Die Systemaufrufe `sem_wait` und `sem_post`&quot;, and on macOS every call on a sem_open semaphore is one; Linux&apos;s thread.semaphore makes no system call while a token is free.</source>
        <translation>Die Schleife des Berichts nimmt das Semaphor nur und gibt es zurück („Innerhalb jedes Threads wurden die folgenden Operationen in einer Schleife mit einer Million Iterationen durchgeführt“: sem_wait, sem_post), und so auch dieser Schritt: IPC Labs bloße Sperrschleife. Ihr gegenseitiger Ausschluss wird außerhalb der Zeitmessung geprüft: Vor den gemessenen Wiederholungen nehmen alle Seiten gleichzeitig das Semaphor je 100.000-mal und erhöhen dabei einen gemeinsamen Zähler, und der Runner prüft die Summe. Schritt 5 führt IPC Labs Zählerschleife daneben aus. Keine der beiden Schleifen übergibt Daten zwischen den Seiten: Eine Sperrzahl ist keine Nachrichtenübergabe (die Warnung, die Bericht 000 erhält). Der Bericht maß zwei Threads eines Prozesses („zwischen zwei Threads innerhalb eines Prozesses“): thread.semaphore wird mit seiner Zahl verglichen; shm.semaphore, zwei Prozesse über ein Semaphor im gemeinsamen Speicher, ist IPC Labs Ergänzung daneben, ohne veröffentlichte Zahl. Anzahlen wie im Bericht: eine Million sem_wait + sem_post pro Thread, 7 Wiederholungen. Das Aufwärmen weicht ab: zuerst 10.000 ungemessene Operationen pro Seite (danach die geprüfte Runde). Sein Semaphor ist nicht das von Linux: Der Bericht selbst schreibt „Die Systemaufrufe `sem_wait` und `sem_post`“, und unter macOS ist jeder Aufruf auf einem sem_open-Semaphor einer; thread.semaphore unter Linux macht keinen Systemaufruf, solange ein Token frei ist.</translation>
    </message>
    <message>
        <source>IPC Lab&apos;s own lock loop, not the report&apos;s, so the report&apos;s figures are not compared with it: each party takes the lock, increments a counter on its own cache line and releases it, and the runner checks the counter after every repetition, so mutual exclusion is checked inside the timed loop itself. The report&apos;s loop only locks and unlocks, which steps 1 and 2 run; the counter&apos;s cache line moves between the cores with the lock, so expect this loop somewhat slower: the difference from steps 1 and 2 is what the counter costs. Neither loop passes data between the parties: a lock figure is not a message hand-off (the warning report 000 gets). Counts as steps 1 and 2: 1,000,000 operations per party, 7 repetitions. The warm-up differs from the report&apos;s: 10,000 untimed operations per party first.</source>
        <translation>IPC Labs eigene Sperrschleife, nicht die des Berichts, daher werden die Zahlen des Berichts nicht mit ihr verglichen: Jede Seite nimmt die Sperre, erhöht einen Zähler auf seiner eigenen Cache-Zeile und gibt sie frei, und der Runner prüft den Zähler nach jeder Wiederholung, so wird der gegenseitige Ausschluss in der gemessenen Schleife selbst geprüft. Die Schleife des Berichts sperrt und entsperrt nur, das führen die Schritte 1 und 2 aus; die Cache-Zeile des Zählers wandert mit der Sperre zwischen den Kernen, diese Schleife ist also etwas langsamer zu erwarten: Der Unterschied zu den Schritten 1 und 2 ist, was der Zähler kostet. Keine der beiden Schleifen übergibt Daten zwischen den Seiten: Eine Sperrzahl ist keine Nachrichtenübergabe (die Warnung, die Bericht 000 erhält). Anzahlen wie in den Schritten 1 und 2: 1.000.000 Operationen pro Seite, 7 Wiederholungen. Das Aufwärmen weicht von dem des Berichts ab: zuerst 10.000 ungemessene Operationen pro Seite.</translation>
    </message>
    <message>
        <source>Adithya Bhat and Stephen Lee (University of Wisconsin-Madison), &quot;Measurement of Interprocess Communication Mechanisms&quot; (year not given; RHEL 6.7 dates it to 2015 or later), sent messages between two processes through Unix pipes, TCP sockets with TCP_NODELAY and a shared-memory bounded buffer (pthread mutex + condition variables), at sizes from 4 B to 512 KiB. Latency: a message sent and echoed back, 100 times per size, the minimum kept; timed with clock_gettime (Table I) and with RDTSC, the code pinned to one core (Table II). Table III, &quot;THROUGHPUT MEASUREMENTS IN BYTES PER SECOND&quot;, equals size / the Table I round trip in every cell, although the text describes a saturated channel. Timer calibration: clock_gettime ~65 ns and RDTSC ~7 ns per call. Intel Core i5-4570, RHEL 6.7.</source>
        <translation>Adithya Bhat und Stephen Lee (University of Wisconsin-Madison), „Measurement of Interprocess Communication Mechanisms“ (Jahr nicht angegeben; RHEL 6.7 datiert ihn auf 2015 oder später), schickten Nachrichten zwischen zwei Prozessen über Unix-Pipes, TCP-Sockets mit TCP_NODELAY und einen beschränkten Puffer im gemeinsamen Speicher (pthread-Mutex + Bedingungsvariablen), bei Größen von 4 B bis 512 KiB. Latenz: eine Nachricht gesendet und zurückgeschickt, 100-mal pro Größe, das Minimum behalten; gemessen mit clock_gettime (Tabelle I) und mit RDTSC, der Code an einen Kern gebunden (Tabelle II). Tabelle III, „THROUGHPUT MEASUREMENTS IN BYTES PER SECOND“ (Durchsatzmessungen in Byte pro Sekunde), ist in jeder Zelle die Größe / der Umlauf aus Tabelle I, obwohl der Text einen gesättigten Kanal beschreibt. Kalibrierung der Zeitgeber: clock_gettime ~65 ns und RDTSC ~7 ns pro Aufruf. Intel Core i5-4570, RHEL 6.7.</translation>
    </message>
    <message>
        <source>Pipes and TCP as measured: round trips of a few µs for small messages (4 B: 1382 and 5689 ns in Table I), growing with size. Which is faster for large messages depends on the table: in Table I TCP&apos;s round trip is below the pipe&apos;s from 64 KiB on (16755 against 18095 ns), in Table II (one core) the pipe&apos;s is below TCP&apos;s at every size.</source>
        <translation>Pipes und TCP wie gemessen: Umläufe von einigen µs für kleine Nachrichten (4 B: 1382 und 5689 ns in Tabelle I), mit der Größe wachsend. Welches bei großen Nachrichten schneller ist, hängt von der Tabelle ab: In Tabelle I liegt der Umlauf von TCP ab 64 KiB unter dem der Pipe (16755 gegen 18095 ns), in Tabelle II (ein Kern) liegt der der Pipe bei jeder Größe unter dem von TCP.</translation>
    </message>
    <message>
        <source>Counts as the report&apos;s: 100 round trips per repetition, no warm-up (&quot;we looped the timing call 100 times, and took the minimum&quot;; its first iterations are in the 100), so each repetition&apos;s minimum is a minimum of 100, as the report&apos;s. The repetitions differ: 5 where the report ran one, and the figure compared is the median of the 5 minimums, the typical minimum of 100 rather than the luckiest of 500. The report pinned only its RDTSC runs (it &quot;restricted the code to run on a single core&quot; with sched_setaffinity) and does not say whether the echoing process shared that core; here both processes share one core.</source>
        <translation>Anzahlen wie im Bericht: 100 Umläufe pro Wiederholung, kein Aufwärmen („we looped the timing call 100 times, and took the minimum“; seine ersten Iterationen sind in den 100), also ist das Minimum jeder Wiederholung ein Minimum aus 100 wie das des Berichts. Die Wiederholungen weichen ab: 5, wo der Bericht einen Lauf machte, und verglichen wird der Median der 5 Minima, das typische Minimum aus 100 statt des glücklichsten aus 500. Der Bericht band nur seine RDTSC-Läufe (er „restricted the code to run on a single core“ mit sched_setaffinity) und sagt nicht, ob der antwortende Prozess diesen Kern teilte; hier teilen sich beide Prozesse einen Kern.</translation>
    </message>
    <message>
        <source>Table II (RDTSC; the report &quot;restricted the code to run on a single core&quot; with sched_setaffinity, not saying whether the echoing process shared it): minimum of 100 round trips in ns, halved to one-way; compared with the median over our repetitions of each one&apos;s minimum of 100; drawn against both processes on one core</source>
        <translation>Tabelle II (RDTSC; der Bericht „restricted the code to run on a single core“ mit sched_setaffinity, ohne zu sagen, ob der antwortende Prozess ihn teilte): Minimum von 100 Umläufen in ns, halbiert auf Einweg; verglichen mit dem Median über unsere Wiederholungen des Minimums aus 100 jeder einzelnen; gezeichnet gegen beide Prozesse auf einem Kern</translation>
    </message>
    <message>
        <source>Table III, &quot;THROUGHPUT MEASUREMENTS IN BYTES PER SECOND&quot;: not measured; every cell is the size / the Table I round trip at that size (4 B / 1382 ns = 2,894,356 B/s for pipes), a minimum of 100 turned into a rate; shown, with no verdict, beside the median of IPC Lab&apos;s repetitions&apos; throughputs in a real stream</source>
        <translation>Tabelle III, „THROUGHPUT MEASUREMENTS IN BYTES PER SECOND“: nicht gemessen; jede Zelle ist die Größe / der Umlauf aus Tabelle I bei dieser Größe (4 B / 1382 ns = 2&#xa0;894&#xa0;356 B/s bei Pipes), ein Minimum aus 100, in eine Rate umgerechnet; ohne Urteil gezeigt neben dem Median der Durchsätze von IPC Labs Wiederholungen in einem echten Strom</translation>
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
        <source>one-sided: report 000&apos;s method, nobody receives</source>
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
    <message>
        <source>%1 is %2 faster than %3</source>
        <translation>%1 ist %2 schneller als %3</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>, logarithmisch</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>%1 slower</source>
        <translation>%1 langsamer</translation>
    </message>
    <message>
        <source>%1 faster</source>
        <translation>%1 schneller</translation>
    </message>
    <message>
        <source>The report&apos;s seconds are for other totals than the %1 per repetition moved here: not compared.</source>
        <translation>Die Sekunden des Berichts gelten für andere Gesamtmengen als die hier pro Wiederholung übertragenen %1: nicht verglichen.</translation>
    </message>
    <message>
        <source> (min)</source>
        <translation> (Minimum)</translation>
    </message>
    <message>
        <source> (mean)</source>
        <translation> (Mittelwert)</translation>
    </message>
    <message>
        <source> (derived)</source>
        <translation> (abgeleitet)</translation>
    </message>
    <message>
        <source>Lines: median over rounds; shaded: 95% interval of the median (order statistics over the rounds)</source>
        <translation>Linien: Median über die Runden; schattiert: 95-%-Intervall des Medians (Ordnungsstatistiken über die Runden)</translation>
    </message>
    <message>
        <source>Lines: median of the rounds&apos; medians; shaded: its 95% interval (order statistics over the rounds&apos; medians)</source>
        <translation>Linien: Median der Runden-Mediane; schattiert: sein 95-%-Intervall (Ordnungsstatistiken über die Mediane der Runden)</translation>
    </message>
    <message>
        <source>Dotted (derived): computed by the report from another of its figures, not measured</source>
        <translation>Gepunktet (abgeleitet): vom Bericht aus einem anderen seiner Werte berechnet, nicht gemessen</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>min of %1</source>
        <translation>Minimum aus %1</translation>
    </message>
    <message>
        <source>mean of %1</source>
        <translation>Mittelwert aus %1</translation>
    </message>
    <message>
        <source>statistic per line</source>
        <translation>Kennwert je Linie</translation>
    </message>
    <message>
        <source>throughput, %1 (%2)</source>
        <translation>Durchsatz, %1 (%2)</translation>
    </message>
    <message>
        <source>time per send, %1 (%2)</source>
        <translation>Zeit pro Senden, %1 (%2)</translation>
    </message>
    <message>
        <source>one-way latency, %1 (%2)</source>
        <translation>Einweg-Latenz, %1 (%2)</translation>
    </message>
    <message>
        <source>Lines marked (min) or (mean): that statistic of ours, as the report&apos;s figures beside them (no band: the interval is the median&apos;s)</source>
        <translation>Linien mit (Minimum) oder (Mittelwert): dieser Kennwert unserer Messung, wie die Zahlen des Berichts daneben (ohne Band: das Intervall gehört zum Median)</translation>
    </message>
    <message>
        <source>statistic per bar</source>
        <translation>Kennwert je Balken</translation>
    </message>
    <message>
        <source>throughput at %1 chunks, %2 (%3)</source>
        <translation>Durchsatz bei %1-Blöcken, %2 (%3)</translation>
    </message>
    <message>
        <source>time per acquire + release, %1 of repetitions (%2)</source>
        <translation>Zeit pro Sperren + Freigeben, %1 der Wiederholungen (%2)</translation>
    </message>
    <message>
        <source>time per send at %1, %2 (%3)</source>
        <translation>Zeit pro Senden bei %1, %2 (%3)</translation>
    </message>
    <message>
        <source>one-way latency at %1, %2 (%3)</source>
        <translation>Einweg-Latenz bei %1, %2 (%3)</translation>
    </message>
    <message>
        <source>Throughput, %1:</source>
        <translation>Durchsatz, %1:</translation>
    </message>
    <message>
        <source>Time per acquire + release, %1:</source>
        <translation>Zeit pro Sperren + Freigeben, %1:</translation>
    </message>
    <message>
        <source>Time per send (one-sided), %1:</source>
        <translation>Zeit pro Senden (einseitig), %1:</translation>
    </message>
    <message>
        <source>One-way latency (round trip / 2), %1:</source>
        <translation>Einweg-Latenz (Umlauf / 2), %1:</translation>
    </message>
    <message>
        <source>time at %1 (%2)</source>
        <translation>Zeit bei %1 (%2)</translation>
    </message>
    <message>
        <source>Time at %1 per pattern, each ranked apart, fastest first</source>
        <translation>Zeit bei %1 je Muster, jedes für sich gereiht, schnellste zuerst</translation>
    </message>
    <message>
        <source>%1 and %2 are within noise of each other: %3</source>
        <translation>%1 und %2 unterscheiden sich nicht über das Rauschen hinaus: %3</translation>
    </message>
    <message>
        <source>The percentile spectrum needs latency histograms: only ping-pong and paced points record one</source>
        <translation>Das Perzentil-Spektrum braucht Latenz-Histogramme: nur Ping-Pong- und getaktete Messpunkte zeichnen eines auf</translation>
    </message>
    <message>
        <source>No point with a latency histogram at %1 (measured: %2)</source>
        <translation>Kein Messpunkt mit Latenz-Histogramm bei %1 (gemessen: %2)</translation>
    </message>
    <message>
        <source>percentile (scale 1/(1 - p): each step one more nine)</source>
        <translation>Perzentil (Skala 1/(1 - p): jeder Schritt eine Neun mehr)</translation>
    </message>
    <message>
        <source>%1: p50 %2, p99 %3</source>
        <translation>%1: p50 %2, p99 %3</translation>
    </message>
    <message>
        <source>From each point&apos;s log-binned histogram of all samples pooled; a line ends where its samples end</source>
        <translation>Aus dem logarithmisch geteilten Histogramm aller Messwerte jedes Messpunkts; eine Linie endet, wo ihre Messwerte enden</translation>
    </message>
    <message>
        <source>Percentile spectrum at %1</source>
        <translation>Perzentil-Spektrum bei %1</translation>
    </message>
    <message>
        <source>%1 (again)</source>
        <translation>%1 (nochmals)</translation>
    </message>
    <message>
        <source>%1 %2 has no latency histogram: only ping-pong and paced points record one (and only files written by IPC Lab %3 or later)</source>
        <translation>%1 %2 hat kein Latenz-Histogramm: Nur Ping-Pong- und getaktete Messpunkte zeichnen eines auf (und nur Dateien ab IPC Lab %3)</translation>
    </message>
    <message>
        <source>Axis cut at 1.5 × p99.9 (%1): the tail goes on to %2 (samples beyond: %3)</source>
        <translation>Achse endet bei 1,5 × p99,9 (%1): Der Ausläufer reicht bis %2 (Messwerte jenseits: %3)</translation>
    </message>
    <message>
        <source>paced, one send due every %1 µs</source>
        <translation>getaktet, eine Sendung alle %1 µs</translation>
    </message>
    <message>
        <source>median of %1 repetitions&apos; minimums</source>
        <translation>Median der Minima von %1 Wiederholungen</translation>
    </message>
    <message>
        <source> (partial)</source>
        <translation> (unvollständig)</translation>
    </message>
    <message>
        <source>round by round %1 [%2, %3]</source>
        <translation>Runde für Runde %1 [%2, %3]</translation>
    </message>
    <message>
        <source>%1 %2, within noise</source>
        <translation>%1 %2, im Rauschen</translation>
    </message>
    <message>
        <source>%1 slower %2</source>
        <translation>%1 langsamer %2</translation>
    </message>
    <message>
        <source>%1, within noise; %2</source>
        <translation>%1, im Rauschen; %2</translation>
    </message>
    <message>
        <source>%1 slower; %2</source>
        <translation>%1 langsamer; %2</translation>
    </message>
    <message>
        <source>median of the rounds&apos; medians %1</source>
        <translation>Median der Runden-Mediane %1</translation>
    </message>
    <message>
        <source>95% CI of that median: %1 – %2</source>
        <translation>95-%-KI dieses Medians: %1 – %2</translation>
    </message>
    <message>
        <source>median of all samples pooled %1</source>
        <translation>Median aller Messwerte zusammen %1</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>Gegenst.</translation>
    </message>
    <message>
        <source>me</source>
        <translation>ich</translation>
    </message>
    <message>
        <source>%1: slept</source>
        <translation>%1: geschlafen</translation>
    </message>
    <message>
        <source>%1: preempted</source>
        <translation>%1: verdrängt</translation>
    </message>
    <message>
        <source>%1: moved CPU</source>
        <translation>%1: CPU gewechselt</translation>
    </message>
    <message>
        <source>%1: page faults</source>
        <translation>%1: Seitenfehler</translation>
    </message>
    <message>
        <source>per message (warm-up included)</source>
        <translation>pro Nachricht (Aufwärmphase eingeschlossen)</translation>
    </message>
    <message>
        <source>Messages of %1, counted by the OS for each party&apos;s thread before and after each round, outside the timed spans</source>
        <translation>Nachrichten zu %1, vom Betriebssystem für den Thread jeder Seite vor und nach jeder Runde gezählt, außerhalb der gemessenen Zeitspannen</translation>
    </message>
    <message>
        <source>me = the measuring party, peer = the responding one; slept = voluntary context switches (blocked, then woken), preempted = involuntary ones</source>
        <translation>ich = die messende Seite, Gegenst. = die antwortende; geschlafen = freiwillige Kontextwechsel (blockiert, dann geweckt), verdrängt = unfreiwillige</translation>
    </message>
    <message>
        <source>Anatomy of a message</source>
        <translation>Anatomie einer Nachricht</translation>
    </message>
    <message>
        <source>blocking ones on one core, spinning ones on two</source>
        <translation>blockierende auf einem Kern, aktiv wartende auf zweien</translation>
    </message>
    <message>
        <source>%1 (%2, as fast)</source>
        <translation>%1 (%2, gleich schnell)</translation>
    </message>
    <message>
        <source>Throughput (min): the fastest repetition, the one that took the least time per byte, as the reports give it; (mean): total bytes over total time</source>
        <translation>Durchsatz (min): die schnellste Wiederholung, die am wenigsten Zeit pro Byte brauchte, wie die Berichte ihn angeben; (mean): alle Bytes durch die gesamte Zeit</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>diese Messung</translation>
    </message>
    <message>
        <source>%1 (%2 slower than the bar above)</source>
        <translation>%1 (%2 langsamer als der Balken darüber)</translation>
    </message>
    <message>
        <source>%1 (%2 faster than the bar above)</source>
        <translation>%1 (%2 schneller als der Balken darüber)</translation>
    </message>
    <message>
        <source>%1 (as fast as the bar above)</source>
        <translation>%1 (gleich schnell wie der Balken darüber)</translation>
    </message>
    <message>
        <source>The anatomy chart needs counted points: runs saved before counting existed, or run without counting, have none</source>
        <translation>Das Anatomie-Diagramm braucht gezählte Punkte: Messungen, die gespeichert wurden, bevor gezählt wurde, oder ohne Zählen liefen, haben keine</translation>
    </message>
    <message>
        <source>same CPU</source>
        <translation>gleiche CPU</translation>
    </message>
    <message>
        <source>SMT siblings</source>
        <translation>SMT-Geschwister</translation>
    </message>
    <message>
        <source>other package/node</source>
        <translation>anderes Paket/anderer Knoten</translation>
    </message>
    <message>
        <source>initiator ↓
responder →</source>
        <translation>Sender ↓
Antwortender →</translation>
    </message>
    <message>
        <source>One-way latency, median of the rounds&apos; medians (log scale; rows: initiator CPU, columns: responder CPU)</source>
        <translation>Einweg-Latenz, Median der Median-Werte der Runden (logarithmische Skala; Zeilen: CPU des Senders, Spalten: CPU des Antwortenden)</translation>
    </message>
    <message>
        <source>refused (reason in the cell)</source>
        <translation>abgelehnt (Grund in der Zelle)</translation>
    </message>
    <message>
        <source>not sampled</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>refused:
spins on one CPU</source>
        <translation>abgelehnt:
spinnt auf einer CPU</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>core %1</source>
        <translation>Kern %1</translation>
    </message>
    <message>
        <source>pkg %1</source>
        <translation>Paket %1</translation>
    </message>
    <message>
        <source>SMT %1</source>
        <translation>SMT %1</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Core map: %1 ping-pong between every pair of CPUs</source>
        <translation>Kernkarte: %1 Ping-Pong zwischen jedem Paar von CPUs</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>Bei %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more caption line(s): hover the title</source>
        <translation>
            <numerusform>+ %n weitere Zeile der Beschriftung: Maus auf den Titel</numerusform>
            <numerusform>+ %n weitere Zeilen der Beschriftung: Maus auf den Titel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2 the hardware&apos;s floor on this machine (%3)</source>
        <translation>%1 sind %2 so viel wie die Untergrenze der Hardware auf diesem Rechner (%3)</translation>
    </message>
    <message>
        <source>hardware&apos;s floor not drawn: the spinning bars come from different machines</source>
        <translation>Untergrenze der Hardware nicht gezeichnet: die aktiv wartenden Balken stammen von verschiedenen Rechnern</translation>
    </message>
    <message>
        <source>hardware&apos;s floor: not measured in this run (a run saved before it was measured between rounds)</source>
        <translation>Untergrenze der Hardware: in dieser Messung nicht gemessen (gespeichert, bevor sie zwischen den Runden gemessen wurde)</translation>
    </message>
    <message>
        <source>hardware&apos;s floor: not measured (%1)</source>
        <translation>Untergrenze der Hardware: nicht gemessen (%1)</translation>
    </message>
    <message>
        <source>hardware&apos;s floor not drawn: %1 at %2 is faster than the floor measured between its rounds (%3), so the floor moved during the run (the host moved the CPUs, or other work ran) and bounds nothing here</source>
        <translation>Untergrenze der Hardware nicht gezeichnet: %1 ist mit %2 schneller als die zwischen seinen Runden gemessene Untergrenze (%3); sie hat sich also während der Messung verschoben (der Host hat die CPUs verlegt, oder andere Arbeit lief) und begrenzt hier nichts</translation>
    </message>
    <message>
        <source>hardware&apos;s floor on this machine: %1 (one cache line, core to core; it bounds the spinning bars on two cores)</source>
        <translation>Untergrenze der Hardware auf diesem Rechner: %1 (eine Cache-Zeile von Kern zu Kern; sie begrenzt die aktiv wartenden Balken auf zwei Kernen)</translation>
    </message>
    <message>
        <source>; one round against its own floor: %1 (one round gives no interval)</source>
        <translation>; eine Runde gegen ihre eigene Untergrenze: %1 (eine Runde ergibt kein Intervall)</translation>
    </message>
    <message>
        <source>other core, same cluster</source>
        <translation>anderer Kern, gleicher Cluster</translation>
    </message>
    <message>
        <source>other core, same package</source>
        <translation>anderer Kern, gleiches Gehäuse</translation>
    </message>
    <message>
        <source>initiator on CPU %1, responder on CPU %2: %3</source>
        <translation>Initiator auf CPU %1, Antwortender auf CPU %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 one-way, the median of %n round(s)&apos; medians; 95% CI %2 – %3</source>
        <translation>
            <numerusform>%1 einfach, der Median der Mediane von %n Runde; 95-%-KI %2 – %3</numerusform>
            <numerusform>%1 einfach, der Median der Mediane von %n Runden; 95-%-KI %2 – %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 one-way, one round: no interval</source>
        <translation>%1 einfach, eine Runde: kein Intervall</translation>
    </message>
    <message>
        <source>not sampled: the time budget measured one pair of each kind</source>
        <translation>nicht gemessen: das Zeitbudget reichte für ein Paar jeder Art</translation>
    </message>
    <message>
        <source>throughput %1 (no interval: one round)</source>
        <translation>Durchsatz %1 (kein Intervall: eine Runde)</translation>
    </message>
    <message>
        <source>no interval: one round</source>
        <translation>kein Intervall: eine Runde</translation>
    </message>
    <message>
        <source>controller ↓
peer →</source>
        <translation>Steuerung ↓
Gegenstelle →</translation>
    </message>
    <message>
        <source>One-way latency, median of the paired rounds (log scale; rows: the controller&apos;s node, columns: the peer&apos;s node)</source>
        <translation>Einfache Latenz, Median der gepaarten Runden (logarithmisch; Zeilen: Knoten der Steuerung, Spalten: Knoten der Gegenstelle)</translation>
    </message>
    <message>
        <source>Host map: %1 ping-pong between every pair of nodes</source>
        <translation>Host-Karte: %1-Ping-Pong zwischen jedem Knotenpaar</translation>
    </message>
    <message>
        <source>; round by round, against the floor measured just before each: %1 [%2, %3], %4 rounds</source>
        <translation>; Runde für Runde, gegen die jeweils direkt davor gemessene Untergrenze: %1 [%2, %3], %4 Runden</translation>
    </message>
    <message>
        <source>%1× [%2, %3]</source>
        <translation>%1× [%2, %3]</translation>
    </message>
    <message>
        <source>%1 within noise</source>
        <translation>%1 im Rauschen</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 against %2: %1 / %2, the ratio taken within each round</source>
        <translation>%1 gegen %2: %1 / %2, das Verhältnis jeweils innerhalb einer Runde</translation>
    </message>
    <message>
        <source>%1 → %2  %3</source>
        <translation>%1 → %2  %3</translation>
    </message>
    <message numerus="yes">
        <source>What the %1 costs: %2 ping-pong, one-way latency, %n paired round(s)</source>
        <translation>
            <numerusform>Was %1 kostet: %2-Ping-Pong, einfache Latenz, %n gepaarte Runde</numerusform>
            <numerusform>Was %1 kostet: %2-Ping-Pong, einfache Latenz, %n gepaarte Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>No comparison: the map needs two paths to the same nodes, measured in the same rounds.</source>
        <translation>Kein Vergleich: Die Karte braucht zwei Wege zu denselben Knoten, in denselben Runden gemessen.</translation>
    </message>
    <message>
        <source>Dot: the median of the rounds&apos; ratios; line: its 95% interval (order statistics); grey, &quot;within noise&quot;: the interval holds 1, so these rounds cannot tell the two paths apart.</source>
        <translation>Punkt: der Median der Verhältnisse der Runden; Linie: sein 95-%-Intervall (Ordnungsstatistik); grau, „im Rauschen“: Das Intervall enthält die 1, diese Runden können die beiden Wege also nicht unterscheiden.</translation>
    </message>
    <message>
        <source>median of the rounds&apos; minimums</source>
        <translation>Median der Minima der Runden</translation>
    </message>
    <message>
        <source> (median of the rounds&apos; minimums)</source>
        <translation> (Median der Minima der Runden)</translation>
    </message>
    <message>
        <source>Dashed, open points: figures published in the report</source>
        <translation>Gestrichelt, offene Punkte: im Bericht veröffentlichte Werte</translation>
    </message>
    <message>
        <source>Dashed, open points: figures published in the report, measured there on %1</source>
        <translation>Gestrichelt, offene Punkte: im Bericht veröffentlichte Werte, dort gemessen auf %1</translation>
    </message>
    <message>
        <source>%1 (thick lines)</source>
        <translation>%1 (dicke Linien)</translation>
    </message>
    <message>
        <source>%1 round trips</source>
        <translation>%1 Hin- und Rückwegen</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 Messwerten</translation>
    </message>
    <message>
        <source>theirs: minimum of %1; ours: median over %2 rounds of each round&apos;s minimum</source>
        <translation>ihrer: Minimum aus %1; unserer: Median über %2 Runden des Minimums jeder Runde</translation>
    </message>
    <message>
        <source>fastest repetition (least time per byte)</source>
        <translation>schnellste Wiederholung (am wenigsten Zeit pro Byte)</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>mean (all bytes over all the time)</source>
        <translation>Mittelwert (alle Bytes durch die gesamte Zeit)</translation>
    </message>
    <message>
        <source>median (ours: of %1 rounds)</source>
        <translation>Median (unserer: aus %1 Runden)</translation>
    </message>
    <message>
        <source>median (ours: median of %1 rounds&apos; medians)</source>
        <translation>Median (unserer: Median der Mediane von %1 Runden)</translation>
    </message>
    <message>
        <source>ours / theirs %1 [%2, %3] (theirs derived)</source>
        <translation>unserer / ihrer %1 [%2, %3] (ihrer abgeleitet)</translation>
    </message>
    <message>
        <source>ours / theirs %1 (theirs derived)</source>
        <translation>unserer / ihrer %1 (ihrer abgeleitet)</translation>
    </message>
    <message>
        <source>%1, the peer at %2</source>
        <translation>%1, die Gegenstelle auf %2</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 apart in one round, which gives no interval: not ranked</source>
        <translation>%1 und %2 liegen in einer Runde %3 auseinander, die kein Intervall ergibt: nicht gereiht</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 apart, from intervals only %4% sure (few rounds): not ranked</source>
        <translation>%1 und %2 liegen %3 auseinander, nach Intervallen, die nur zu %4 % sicher sind (wenige Runden): nicht gereiht</translation>
    </message>
    <message>
        <source>cannot encode PNG: %1</source>
        <translation>PNG kann nicht kodiert werden: %1</translation>
    </message>
</context>
<context>
    <name>ipclab::app::CloseGuard</name>
    <message>
        <source>Close IPC Lab</source>
        <translation>IPC Lab schließen</translation>
    </message>
    <message>
        <source>A run is still measuring.</source>
        <translation>Eine Messung läuft noch.</translation>
    </message>
    <message>
        <source>Stop it and keep the points measured so far (they go to the run history), or cancel and let it finish.</source>
        <translation>Anhalten und die bisher gemessenen Punkte behalten (sie kommen in den Verlauf), oder abbrechen und die Messung zu Ende laufen lassen.</translation>
    </message>
    <message>
        <source>Stop and keep points</source>
        <translation>Anhalten, Punkte behalten</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be written to the run history.</source>
        <translation>
            <numerusform>%n Messung konnte nicht in den Verlauf geschrieben werden.</numerusform>
            <numerusform>%n Messungen konnten nicht in den Verlauf geschrieben werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closing now loses them. Save the run shown to a file first?</source>
        <translation>Beim Schließen gehen sie verloren. Die gezeigte Messung zuerst in eine Datei speichern?</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>ipclab::app::ComparisonTable</name>
    <message>
        <source>Published figure</source>
        <translation>Veröffentlichter Wert</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unserer</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Ihrer</translation>
    </message>
    <message>
        <source>Ours vs theirs</source>
        <translation>Unsere vs. ihre</translation>
    </message>
    <message>
        <source>This run has no published figures to compare with: run a report&apos;s preset (Presets menu).</source>
        <translation>Zu dieser Messung gibt es keine veröffentlichten Werte: eine Vorlage eines Berichts starten (Menü Vorlagen).</translation>
    </message>
    <message>
        <source>No point of this run matches a published figure (mechanism, pattern and size).</source>
        <translation>Kein Punkt dieser Messung passt zu einem veröffentlichten Wert (Mechanismus, Muster und Größe).</translation>
    </message>
    <message>
        <source>Statistic: what theirs and ours are, in the report&apos;s terms. Ours: this run&apos;s figure comparable with theirs (for report 002 the seconds to move its total, start-up excluded); theirs: as published, converted as the preset&apos;s note says. Ratios with a bracket: its 95% interval, from our rounds. * computed by the report, not measured.</source>
        <translation>Statistik: was ihrer und unserer Wert sind, in den Begriffen des Berichts. Unserer: der mit ihrem vergleichbare Wert dieser Messung (für Bericht 002 die Sekunden für seine Gesamtmenge, ohne Start); ihrer: wie veröffentlicht, umgerechnet, wie es die Anmerkung der Vorlage sagt. Verhältnisse mit Klammer: ihr 95-%-Intervall, aus unseren Runden. * vom Bericht berechnet, nicht gemessen.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::CoreMapPane</name>
    <message numerus="yes">
        <source>%n logical CPU(s)</source>
        <translation>
            <numerusform>%n logische CPU</numerusform>
            <numerusform>%n logische CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n Kern</numerusform>
            <numerusform>%n Kerne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s)</source>
        <translation>
            <numerusform>%n Paket</numerusform>
            <numerusform>%n Pakete</numerusform>
        </translation>
    </message>
    <message>
        <source>, performance and efficiency cores</source>
        <translation>, Leistungs- und Effizienzkerne</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time budget:</source>
        <translation>Zeitbudget:</translation>
    </message>
    <message>
        <source>&amp;Run the map</source>
        <translation>Karte &amp;messen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>No topology: %1</source>
        <translation>Keine Topologie: %1</translation>
    </message>
    <message>
        <source>%1: %2% of this mechanism</source>
        <translation>%1: %2 % dieses Mechanismus</translation>
    </message>
    <message>
        <source>The size must be one size such as 64 or 4K.</source>
        <translation>Die Größe muss eine einzelne Größe sein, etwa 64 oder 4K.</translation>
    </message>
    <message>
        <source> (sampled by class to fit the budget)</source>
        <translation> (nach Klasse ausgewählt, damit es ins Budget passt)</translation>
    </message>
    <message>
        <source>Measuring %1…</source>
        <translation>Messe %1 …</translation>
    </message>
    <message>
        <source>Stopped: the map shows what was measured.</source>
        <translation>Angehalten: die Karte zeigt, was gemessen wurde.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Export the core map</source>
        <translation>Kernkarte exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;JSON (*.json);;CSV (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Core map</source>
        <translation>Kernkarte</translation>
    </message>
    <message>
        <source>core %1</source>
        <translation>Kern %1</translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>package %1</source>
        <translation>Paket %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>SMT sibling of %1</source>
        <translation>SMT-Geschwister von %1</translation>
    </message>
    <message>
        <source>performance core</source>
        <translation>Leistungskern</translation>
    </message>
    <message>
        <source>efficiency core</source>
        <translation>Effizienzkern</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <source>CPU %1: %2</source>
        <translation>CPU %1: %2</translation>
    </message>
    <message>
        <source>One message size in bytes: 64, 4K (4096 B) or 1M</source>
        <translation>Eine Nachrichtengröße in Byte: 64, 4K (4096 B) oder 1M</translation>
    </message>
    <message>
        <source>Mechanisms:</source>
        <translation>Mechanismen:</translation>
    </message>
    <message>
        <source>Message size (bytes; 4K, 1M):</source>
        <translation>Nachrichtengröße (Byte; 4K, 1M):</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 ordered pairs of CPUs%3, %n mechanism(s), at least %5 rounds per pair, interleaved: from about %4 s (every pair settles at once) to %6 s (the time budget; a busy machine takes all of it).</source>
        <translation>
            <numerusform>%1 von %2 geordneten CPU-Paaren%3, %n Mechanismus, mindestens %5 Runden pro Paar, verschränkt: von etwa %4 s (jedes Paar pendelt sich sofort ein) bis %6 s (das Zeitbudget; ein beschäftigter Rechner braucht es ganz).</numerusform>
            <numerusform>%1 von %2 geordneten CPU-Paaren%3, %n Mechanismen, mindestens %5 Runden pro Paar, verschränkt: von etwa %4 s (jedes Paar pendelt sich sofort ein) bis %6 s (das Zeitbudget; ein beschäftigter Rechner braucht es ganz).</numerusform>
        </translation>
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
        <source>One-sided (report 000&apos;s method)</source>
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
        <source>Gap</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>e.g. 1G (empty: iterations × chunk)</source>
        <translation>z. B. 1G (leer: Iterationen × Block)</translation>
    </message>
    <message>
        <source>Stream pattern: bytes to move per repetition whatever the chunk size (report 002&apos;s bulk transfer). K, M, G are KiB, MiB, GiB.</source>
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
        <source>Total must be one size such as 256M or 1G (got &quot;%1&quot;)</source>
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
    <message>
        <source>Estimated run time: %1 (estimated from your last runs)</source>
        <translation>Geschätzte Laufzeit: %1 (geschätzt nach Ihren letzten Läufen)</translation>
    </message>
    <message>
        <source>settle to</source>
        <translation>einpendeln auf</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fest</translation>
    </message>
    <message>
        <source>Settle: every point gets rounds until the 95% interval of its median is within the precision, or until the time budget is spent (a point that did not settle says so). Fixed: exactly this many rounds per point.</source>
        <translation>Einpendeln: Jeder Punkt bekommt Runden, bis das 95-%-Intervall seines Medians innerhalb der Genauigkeit liegt oder das Zeitbudget verbraucht ist (ein Punkt, der sich nicht eingependelt hat, sagt es). Fest: genau so viele Runden je Punkt.</translation>
    </message>
    <message>
        <source>Settle: half-width of the median&apos;s 95% interval, in percent</source>
        <translation>Einpendeln: halbe Breite des 95-%-Intervalls des Medians, in Prozent</translation>
    </message>
    <message>
        <source>budget </source>
        <translation>Budget </translation>
    </message>
    <message>
        <source>Settle: no new round starts after this many seconds</source>
        <translation>Einpendeln: Nach so vielen Sekunden beginnt keine neue Runde</translation>
    </message>
    <message>
        <source>Fixed: independent repetitions; the 95% interval is computed across them</source>
        <translation>Fest: unabhängige Wiederholungen; das 95-%-Intervall wird über sie berechnet</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Estimated run time: at most %1 (the time budget; settling usually stops sooner)</source>
        <translation>Geschätzte Laufzeit: höchstens %1 (das Zeitbudget; das Einpendeln endet meist früher)</translation>
    </message>
    <message>
        <source>Spin, then block</source>
        <translation>Aktiv warten, dann blockieren</translation>
    </message>
    <message>
        <source>Paced pattern: time between scheduled sends. Message i is due at the repetition&apos;s start + i × gap and sent then, or at once when a slow reply put it behind schedule (open loop), so that every message pays the wake-up a real program pays and slow moments are not under-sampled</source>
        <translation>Getaktetes Muster: Zeit zwischen geplanten Sendungen. Nachricht i ist fällig zum Start der Wiederholung + i × Pause und wird dann gesendet, oder sofort, wenn eine langsame Antwort sie in Verzug gebracht hat (offene Schleife), damit jede Nachricht das Aufwecken bezahlt, das ein echtes Programm bezahlt, und langsame Momente nicht zu selten erfasst werden</translation>
    </message>
    <message>
        <source>Hold CPUs out of deep sleep</source>
        <translation>CPUs nicht tief schlafen lassen</translation>
    </message>
    <message>
        <source>Unavailable here: %1</source>
        <translation>Hier nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Skipped on one core (they spin, and two spinners on one core measure the scheduler): %1</source>
        <translation>Auf einem Kern ausgelassen (sie warten aktiv, und zwei aktiv Wartende auf einem Kern messen den Scheduler): %1</translation>
    </message>
    <message>
        <source>Holds the CPUs&apos; wake-up latency limit at 0 µs while measuring (/dev/cpu_dma_latency): a waiting CPU polls instead of halting, so a hand-off no longer pays for waking it. Removes the cause the spinner works around.</source>
        <translation>Hält die Aufwachlatenz-Grenze der CPUs während der Messung bei 0 µs (/dev/cpu_dma_latency): Eine wartende CPU fragt ab, statt anzuhalten, so bezahlt eine Übergabe nicht mehr ihr Aufwecken. Beseitigt die Ursache, die der Warteschleifen-Thread nur umgeht.</translation>
    </message>
    <message>
        <source>Auto: blocking on one core, spinning on two</source>
        <translation>Automatisch: blockierend auf einem Kern, aktiv wartend auf zweien</translation>
    </message>
    <message>
        <source>Auto: unpinned (this system cannot pin threads)</source>
        <translation>Automatisch: ungebunden (dieses System kann Threads nicht binden)</translation>
    </message>
    <message>
        <source>Where the two parties run. Auto (the default) measures each mechanism rather than an idle CPU&apos;s wake-up: a blocking hand-off on one core, a spinning one on two. Different cores or unpinned show the wake-up itself; compare placements before ranking mechanisms on a virtual machine.</source>
        <translation>Wo die beiden Beteiligten laufen. Automatisch (die Voreinstellung) misst jeden Mechanismus statt des Weckens einer untätigen CPU: eine blockierende Übergabe auf einem Kern, eine aktiv wartende auf zweien. „Verschiedene Kerne“ oder „Frei“ zeigen das Wecken selbst; vergleichen Sie Platzierungen, bevor Sie Mechanismen auf einer virtuellen Maschine einordnen.</translation>
    </message>
    <message>
        <source>Counter inside the lock</source>
        <translation>Zähler in der Sperre</translation>
    </message>
    <message>
        <source>Lock + unlock only (report 003)</source>
        <translation>Nur Lock + Unlock (Bericht 003)</translation>
    </message>
    <message>
        <source>Lock pattern: what each party does while it holds the lock. The counter proves mutual exclusion in the timed loop but moves its own cache line too; the bare loop only locks and unlocks, and its mutual exclusion is checked in a counted round before the timed ones. Neither passes data between the parties.</source>
        <translation>Sperrmuster: was jede Seite tut, während sie die Sperre hält. Der Zähler belegt den gegenseitigen Ausschluss in der gemessenen Schleife, bewegt aber auch seine eigene Cache-Zeile; die bloße Schleife sperrt und entsperrt nur, ihr gegenseitiger Ausschluss wird in einer gezählten Runde vor den gemessenen geprüft. Keine von beiden übergibt Daten zwischen den Seiten.</translation>
    </message>
    <message>
        <source>Lock loop</source>
        <translation>Sperrschleife</translation>
    </message>
    <message>
        <source>At most %1: a larger number is refused.</source>
        <translation>Höchstens %1: eine größere Zahl wird abgewiesen.</translation>
    </message>
    <message>
        <source>Timed messages (ping-pong) or chunks (stream) per repetition, at most %1</source>
        <translation>Gemessene Nachrichten (Ping-Pong) oder Blöcke (Strom) pro Wiederholung, höchstens %1</translation>
    </message>
</context>
<context>
    <name>ipclab::app::Glossary</name>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>The middle value: half the messages took less, half took more. Unlike the mean, a few very slow messages (the scheduler, an interrupt) do not move it, so it tells what a message usually costs.</source>
        <translation>Der mittlere Wert: Die Hälfte der Nachrichten brauchte weniger, die Hälfte mehr. Anders als der Mittelwert verschieben ihn einige sehr langsame Nachrichten (Scheduler, Interrupt) nicht; er sagt, was eine Nachricht üblicherweise kostet.</translation>
    </message>
    <message>
        <source>p99, p99.9 (percentiles)</source>
        <translation>p99, p99,9 (Perzentile)</translation>
    </message>
    <message>
        <source>99% of the messages were faster than p99, 99.9% faster than p99.9. They show the slow tail a real program meets now and then: two mechanisms with the same median can differ tenfold at p99.</source>
        <translation>99 % der Nachrichten waren schneller als p99, 99,9 % schneller als p99,9. Sie zeigen die langsamen Ausreißer, die ein echtes Programm ab und zu trifft: Zwei Mechanismen mit gleichem Median können sich bei p99 um das Zehnfache unterscheiden.</translation>
    </message>
    <message>
        <source>Confidence interval (95%)</source>
        <translation>Konfidenzintervall (95 %)</translation>
    </message>
    <message>
        <source>The range the true median lies in with 95% confidence, judged from how much the repetitions differ. Narrow: the figure is repeatable. Two mechanisms whose intervals overlap are not shown to differ; more repetitions narrow it.</source>
        <translation>Der Bereich, in dem der wahre Median mit 95 % Sicherheit liegt, beurteilt danach, wie stark die Wiederholungen voneinander abweichen. Schmal: Der Wert ist wiederholbar. Überlappen sich die Intervalle zweier Mechanismen, ist kein Unterschied gezeigt; mehr Wiederholungen machen es schmaler.</translation>
    </message>
    <message>
        <source>Spin vs block (wait strategy)</source>
        <translation>Spinnen oder Blockieren (Warten)</translation>
    </message>
    <message>
        <source>A waiting party either blocks (sleeps in the kernel until woken: cheap on CPU, but each wake-up costs microseconds) or spins (checks memory in a loop: the fastest hand-off, but it burns a whole core while waiting). Compare like with like, and look at the CPU column.</source>
        <translation>Eine wartende Seite blockiert entweder (schläft im Kernel, bis sie geweckt wird: spart CPU, aber jedes Wecken kostet Mikrosekunden) oder spinnt (prüft den Speicher in einer Schleife: die schnellste Übergabe, belegt aber beim Warten einen ganzen Kern). Gleiches mit Gleichem vergleichen und die CPU-Spalte beachten.</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Keep cores awake</source>
        <translation>Kerne wach halten</translation>
    </message>
    <message>
        <source>Idle CPUs fall asleep, and waking one (a virtual CPU above all) can cost more than the message itself. Keep-awake runs a lowest-priority spinner on the cores in use, so a blocking mechanism is measured without that wake-up. Tick it, run again and compare.</source>
        <translation>Untätige CPUs schlafen ein, und eine zu wecken (vor allem eine virtuelle) kann mehr kosten als die Nachricht selbst. „Kerne wach halten“ lässt auf den benutzten Kernen einen Spinner mit niedrigster Priorität laufen, sodass ein blockierender Mechanismus ohne dieses Wecken gemessen wird. Ankreuzen, erneut messen und vergleichen.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>Click for the glossary.</source>
        <translation>Klicken für das Glossar.</translation>
    </message>
    <message>
        <source>Hand-off across cores (why cross-core can be slower)</source>
        <translation>Übergabe zwischen Kernen (warum verschiedene Kerne langsamer sein können)</translation>
    </message>
    <message>
        <source>On one core, a message hands the CPU from sender to receiver: the scheduler switches to the receiver and nothing else happens. Across cores, a blocked receiver&apos;s core has nothing to run and goes idle. The sender&apos;s wake-up then sends an inter-processor interrupt to that core, which must first leave its idle state (a deep sleep state, or on a virtual machine a halted virtual CPU the hypervisor has to schedule again: microseconds to tens of microseconds) before the receiver runs. The message itself moves too: each 64-byte cache line the sender wrote sits in the sender core&apos;s cache and is transferred to the receiver&apos;s core when it reads it. Spinning avoids the wake-up (the receiver never sleeps) but not the cache-line transfer; Keep cores awake and Hold CPUs out of deep sleep remove most of the idle-state exit.</source>
        <translation>Auf einem Kern übergibt eine Nachricht die CPU vom Sender an den Empfänger: Der Scheduler wechselt zum Empfänger, sonst geschieht nichts. Über Kerne hinweg hat der Kern eines blockierten Empfängers nichts zu tun und wird untätig. Das Wecken durch den Sender schickt dann einen Interprozessor-Interrupt an diesen Kern, der zuerst seinen Ruhezustand verlassen muss (einen tiefen Schlafzustand oder, auf einer virtuellen Maschine, eine angehaltene virtuelle CPU, die der Hypervisor erst wieder einplanen muss: Mikrosekunden bis einige zehn Mikrosekunden), bevor der Empfänger läuft. Auch die Nachricht selbst wandert: Jede 64-Byte-Cache-Line, die der Sender geschrieben hat, liegt im Cache seines Kerns und wird zum Kern des Empfängers übertragen, wenn dieser sie liest. Aktives Warten vermeidet das Wecken (der Empfänger schläft nie), aber nicht die Übertragung der Cache-Lines; „Kerne wach halten“ und „CPUs nicht tief schlafen lassen“ beseitigen den größten Teil des Verlassens des Ruhezustands.</translation>
    </message>
    <message>
        <source>Anatomy of a message</source>
        <translation>Anatomie einer Nachricht</translation>
    </message>
    <message>
        <source>Min, median, mean throughput</source>
        <translation>Min, Median, Mittelwert des Durchsatzes</translation>
    </message>
    <message>
        <source>A throughput is taken over the time per byte, as the reports took theirs. Its min is the fastest repetition (the least time per byte, so the highest bytes per second), not the slowest; its median the middle repetition; its mean all bytes over all the time. A report that gives its best run is compared with our min.</source>
        <translation>Ein Durchsatz wird über die Zeit pro Byte genommen, wie die Berichte ihren nahmen. Sein Minimum ist die schnellste Wiederholung (die wenigste Zeit pro Byte, also die meisten Bytes pro Sekunde), nicht die langsamste; sein Median die mittlere Wiederholung; sein Mittelwert alle Bytes durch die gesamte Zeit. Ein Bericht, der seinen besten Lauf angibt, wird mit unserem Minimum verglichen.</translation>
    </message>
    <message>
        <source>Core map</source>
        <translation>Kernkarte</translation>
    </message>
    <message>
        <source>One mechanism measured between every pair of CPUs: the row is the CPU of the party that sends first, the column the CPU of the one that answers. The colour is the median one-way latency. Two CPUs that share a core (SMT siblings), a cluster or a package usually hand over faster than two in different packages. On one CPU a blocking mechanism is often fastest (no idle CPU to wake); a spinning one is refused there, because the spinner would only wait for the scheduler. Run &gt; Core map… draws it; with many CPUs it measures one pair of each kind first, then more while the time budget lasts.</source>
        <translation>Ein Mechanismus, gemessen zwischen jedem Paar von CPUs: Die Zeile ist die CPU des Beteiligten, der zuerst sendet, die Spalte die CPU dessen, der antwortet. Die Farbe ist die mediane Einweg-Latenz. Zwei CPUs, die sich einen Kern (SMT-Geschwister), einen Cluster oder ein Paket teilen, übergeben meist schneller als zwei in verschiedenen Paketen. Auf einer CPU ist ein blockierender Mechanismus oft am schnellsten (keine ruhende CPU muss geweckt werden); ein spinnender wird dort abgelehnt, weil er nur auf den Scheduler warten würde. Messung &gt; Kernkarte … zeichnet sie; bei vielen CPUs misst sie zuerst ein Paar jeder Art, dann weitere, solange das Zeitbudget reicht.</translation>
    </message>
    <message>
        <source>Where the two parties run. Auto (the default): each mechanism where it measures itself - a blocking hand-off on one core, so no idle CPU has to wake, a spinning one on two, as a spinner needs a CPU of its own; the chart&apos;s title says where the points ran. Unpinned: the operating system decides. Same core: both take turns on one CPU (no parallelism, cheap hand-offs). Different cores: each has its own CPU, so spinning pays off. Results differ a lot between placements, above all on a virtual machine: see Hand-off across cores for why.</source>
        <translation>Wo die beiden Beteiligten laufen. Automatisch (Standard): jeder Mechanismus dort, wo er sich selbst misst - eine blockierende Übergabe auf einem Kern, damit keine untätige CPU geweckt werden muss, eine aktiv wartende auf zwei, da ein aktiv Wartender eine eigene CPU braucht; der Titel des Diagramms sagt, wo die Messpunkte liefen. Nicht gebunden: das Betriebssystem entscheidet. Gleicher Kern: beide wechseln sich auf einer CPU ab (keine Parallelität, billige Übergaben). Verschiedene Kerne: jeder hat eine eigene CPU, aktives Warten lohnt sich. Die Ergebnisse unterscheiden sich stark zwischen den Platzierungen, vor allem auf einer virtuellen Maschine: siehe Übergabe zwischen Kernen für das Warum.</translation>
    </message>
    <message>
        <source>What the operating system counted for each party per message: how often it slept (blocked, then was woken: a voluntary context switch), how often it was preempted (taken off its CPU), its page faults and CPU time. A pipe across cores shows one sleep per message on each side: that wake-up is most of its microseconds. A spinning mechanism across cores shows none. Counted between rounds, never inside the timing. The table writes each as a pair, me/peer: me is the side that sends first (it measures the time), peer the side that answers. The CPU column counts each side over the timed messages only (not warm-up, set-up or the waits between rounds), so a side that spins shows about one mean round trip of CPU per message.</source>
        <translation>Was das Betriebssystem pro Nachricht für jede Seite gezählt hat: wie oft sie schlief (blockiert, dann geweckt: ein freiwilliger Kontextwechsel), wie oft sie verdrängt wurde (von ihrer CPU genommen), ihre Seitenfehler und CPU-Zeit. Eine Pipe über Kerne hinweg zeigt einen Schlaf pro Nachricht auf jeder Seite: dieses Wecken macht die meisten ihrer Mikrosekunden aus. Ein aktiv wartender Mechanismus über Kerne zeigt keinen. Gezählt zwischen den Runden, nie innerhalb der Zeitmessung. Die Tabelle schreibt jeden Wert als Paar ich/Gegenstelle: ich ist die Seite, die zuerst sendet (sie misst die Zeit), Gegenstelle die Seite, die antwortet. Die CPU-Spalte zählt jede Seite nur über die gemessenen Nachrichten (ohne Aufwärmen, Vorbereitung und die Pausen zwischen den Runden), also zeigt eine aktiv wartende Seite etwa einen mittleren Umlauf CPU-Zeit pro Nachricht.</translation>
    </message>
    <message>
        <source>Hardware&apos;s floor</source>
        <translation>Untergrenze der Hardware</translation>
    </message>
    <message>
        <source>A CPU core keeps the memory it works on in its cache, in 64-byte pieces called cache lines. When one core writes a line and another reads it, the line has to travel from the first core&apos;s cache to the second&apos;s. The floor is the fastest such trip: two threads on two cores take turns on one cache line, spinning, with nothing else around it. Every hand-off between two cores moves at least that line, so no mechanism on two cores can be faster. A spinning mechanism&apos;s ratio to the floor says how much its design adds: near 1× it costs little more than the hardware, 3× means two extra line trips or work in between. The floor is measured just before each round of a spinning mechanism on two cores, on the same two CPUs, so that both figures come from the same minutes (on a virtual machine the host may move its CPUs closer or further apart). It is drawn only beside those bars: a blocking or same-core hand-off pays for a wake-up or a context switch the floor does not hold, so against it the ratio says nothing.</source>
        <translation>Ein CPU-Kern hält den Speicher, mit dem er arbeitet, in seinem Cache, in 64-Byte-Stücken, den Cache-Zeilen. Schreibt ein Kern eine Zeile und liest ein anderer sie, muss die Zeile vom Cache des ersten in den des zweiten wandern. Die Untergrenze ist die schnellste solche Reise: zwei Threads auf zwei Kernen wechseln sich aktiv wartend an einer Cache-Zeile ab, ohne alles andere drumherum. Jede Übergabe zwischen zwei Kernen bewegt mindestens diese Zeile, also kann kein Mechanismus auf zwei Kernen schneller sein. Das Verhältnis eines aktiv wartenden Mechanismus zur Untergrenze sagt, wie viel sein Entwurf hinzufügt: nahe 1× kostet er kaum mehr als die Hardware, 3× heißt zwei zusätzliche Zeilenreisen oder Arbeit dazwischen. Die Untergrenze wird direkt vor jeder Runde eines aktiv wartenden Mechanismus auf zwei Kernen gemessen, auf denselben beiden CPUs, damit beide Werte aus denselben Minuten stammen (auf einer virtuellen Maschine kann der Host ihre CPUs näher zusammen oder weiter auseinander legen). Gezeichnet wird sie nur neben diesen Balken: eine blockierende Übergabe oder eine auf einem Kern bezahlt ein Wecken oder einen Kontextwechsel, den die Untergrenze nicht enthält; ihr gegenüber sagt das Verhältnis nichts.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::HistoryPanel</name>
    <message>
        <source>Every run of this and earlier sessions. Double-click shows a run; tick it to draw it beside the run shown.</source>
        <translation>Jede Messung dieser und früherer Sitzungen. Doppelklick zeigt eine Messung; ankreuzen zeichnet sie neben die gezeigte.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Kept in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Alle abwählen</translation>
    </message>
    <message>
        <source>Show the run alone again, without the ticked runs beside it</source>
        <translation>Den Lauf wieder allein zeigen, ohne die angehakten Läufe daneben</translation>
    </message>
    <message>
        <source>1 compared run unticked: the new run is shown alone.</source>
        <translation>1 verglichener Lauf abgewählt: der neue Lauf wird allein gezeigt.</translation>
    </message>
    <message>
        <source>%1 compared runs unticked: the new run is shown alone.</source>
        <translation>%1 verglichene Läufe abgewählt: der neue Lauf wird allein gezeigt.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::HostMapView</name>
    <message>
        <source>Host map</source>
        <translation>Host-Karte</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a host map: %2</source>
        <translation>%1 ist keine Host-Karte: %2</translation>
    </message>
    <message>
        <source>Host map — %1</source>
        <translation>Host-Karte — %1</translation>
    </message>
    <message>
        <source>Open host map</source>
        <translation>Host-Karte öffnen</translation>
    </message>
    <message>
        <source>Host map (*.json)</source>
        <translation>Host-Karte (*.json)</translation>
    </message>
</context>
<context>
    <name>ipclab::app::LabReport</name>
    <message numerus="yes">
        <source>with %n parties</source>
        <translation>
            <numerusform>mit %n Partei</numerusform>
            <numerusform>mit %n Parteien</numerusform>
        </translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>%1× [%2, %3]</source>
        <translation>%1× [%2, %3]</translation>
    </message>
    <message>
        <source>%1 moves %2 per second, %3 %4; quotient %5×</source>
        <translation>%1 überträgt %2 pro Sekunde, %3 %4; Quotient %5×</translation>
    </message>
    <message>
        <source>%1 against %2; quotient %3×</source>
        <translation>%1 gegen %2; Quotient %3×</translation>
    </message>
    <message>
        <source>%1, %2 and %3 were not measured in the same rounds (%4), so they are not compared.</source>
        <translation>%1 wurden %2 und %3 nicht in denselben Runden gemessen (%4); sie werden daher nicht verglichen.</translation>
    </message>
    <message>
        <source>%1, %2 is faster than %3 round by round: paired by round, %2 takes %4 of %3&apos;s time (95% interval), although its median of rounds is higher (%5).</source>
        <translation>%1 ist %2 Runde für Runde schneller als %3: rundenweise gepaart braucht %2 %4 der Zeit von %3 (95-%-Intervall), obwohl sein Median der Runden höher ist (%5).</translation>
    </message>
    <message>
        <source>%1, %2 is slower than %3: %4 (medians of rounds). Paired by round, %2 takes %5 of %3&apos;s time (95% interval).</source>
        <translation>%1 ist %2 langsamer als %3: %4 (Mediane der Runden). Rundenweise gepaart braucht %2 %5 der Zeit von %3 (95-%-Intervall).</translation>
    </message>
    <message>
        <source>which overlaps what %1 measured against itself (%2)</source>
        <translation>das sich mit dem überschneidet, was %1 gegen sich selbst maß (%2)</translation>
    </message>
    <message>
        <source>which holds 1</source>
        <translation>das die 1 enthält</translation>
    </message>
    <message>
        <source>%1, %2 and %3 cannot be told apart: %4 (medians of rounds); paired by round the ratio is %5 (95% interval), %6: within noise.</source>
        <translation>%1 lassen sich %2 und %3 nicht unterscheiden: %4 (Mediane der Runden); rundenweise gepaart ist das Verhältnis %5 (95-%-Intervall), %6: im Rauschen.</translation>
    </message>
    <message>
        <source>Between %1 and %2, %3 overtakes %4: %4 is faster at %1 and %3 at %2, each by a paired interval that excludes 1.</source>
        <translation>Zwischen %1 und %2 überholt %3 %4: %4 ist bei %1 schneller und %3 bei %2, jeweils mit einem gepaarten Intervall, das die 1 ausschließt.</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Latency against message size, both axes logarithmic: each line is a mechanism&apos;s median of rounds, the shaded band its 95% interval.</source>
        <translation>Latenz über der Nachrichtengröße, beide Achsen logarithmisch: jede Linie ist der Median der Runden eines Mechanismus, das schattierte Band sein 95-%-Intervall.</translation>
    </message>
    <message>
        <source>Throughput against chunk size, both axes logarithmic: each line is a mechanism&apos;s median of rounds, the shaded band its 95% interval.</source>
        <translation>Durchsatz über der Blockgröße, beide Achsen logarithmisch: jede Linie ist der Median der Runden eines Mechanismus, das schattierte Band sein 95-%-Intervall.</translation>
    </message>
    <message>
        <source>Each mechanism at %1, fastest first, with its median of rounds and how many times slower than the fastest it is (the quotient of the two figures).</source>
        <translation>Jeder Mechanismus bei %1, der schnellste zuerst, mit seinem Median der Runden und wie viel mal langsamer als der schnellste er ist (der Quotient der beiden Werte).</translation>
    </message>
    <message>
        <source>Each mechanism, fastest first, with its median of rounds and how many times slower than the fastest it is (the quotient of the two figures).</source>
        <translation>Jeder Mechanismus, der schnellste zuerst, mit seinem Median der Runden und wie viel mal langsamer als der schnellste er ist (der Quotient der beiden Werte).</translation>
    </message>
    <message>
        <source>Distribution of every sample of %1 at %2: the share of samples per logarithmic bin, and the cumulative share, with the median, p99 and p99.9 marked.</source>
        <translation>Verteilung aller Messwerte von %1 bei %2: der Anteil der Messwerte je logarithmischer Klasse und der kumulierte Anteil, mit Median, p99 und p99,9 markiert.</translation>
    </message>
    <message>
        <source>Dashed lines or marked bars: the report&apos;s published figures.</source>
        <translation>Gestrichelte Linien oder markierte Balken: die veröffentlichten Werte des Berichts.</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>Abbildung %1. %2</translation>
    </message>
    <message>
        <source>Fewer than two mechanisms were measured at a size, so there is nothing to compare.</source>
        <translation>Bei keiner Größe wurden zwei Mechanismen gemessen; es gibt nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Published series</source>
        <translation>Veröffentlichte Reihe</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>Ours against theirs</source>
        <translation>Unsere gegen ihre</translation>
    </message>
    <message>
        <source>What inter-process communication costs on this machine</source>
        <translation>Was Interprozesskommunikation auf diesem Rechner kostet</translation>
    </message>
    <message>
        <source>1. Method</source>
        <translation>1. Methode</translation>
    </message>
    <message>
        <source>2. Machine</source>
        <translation>2. Rechner</translation>
    </message>
    <message>
        <source>3. Results and findings</source>
        <translation>3. Ergebnisse und Befunde</translation>
    </message>
    <message>
        <source>Each figure is the median of the rounds&apos; values; the 95% interval beside it is that median&apos;s, distribution-free.</source>
        <translation>Jeder Wert ist der Median der Rundenwerte; das 95-%-Intervall daneben ist das dieses Medians, verteilungsfrei.</translation>
    </message>
    <message>
        <source>This run was stopped before it finished: what follows is what was measured until then.</source>
        <translation>Dieser Lauf wurde vor seinem Ende angehalten: Was folgt, ist das bis dahin Gemessene.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Ours beside the report&apos;s published figures</source>
        <translation>Unsere Werte neben den veröffentlichten des Berichts</translation>
    </message>
    <message>
        <source>4. Threats to validity</source>
        <translation>4. Grenzen der Aussagekraft</translation>
    </message>
    <message>
        <source>5. How to reproduce</source>
        <translation>5. So wird es wiederholt</translation>
    </message>
    <message>
        <source>6. References</source>
        <translation>6. Quellen</translation>
    </message>
    <message>
        <source>ping-pong: one party sends a message, the other sends it back; each sample is one round trip halved (one-way latency).</source>
        <translation>Ping-Pong: eine Partei sendet eine Nachricht, die andere schickt sie zurück; jeder Messwert ist ein halbierter Hin- und Rückweg (Latenz in eine Richtung).</translation>
    </message>
    <message>
        <source>stream: one party sends chunks as fast as it can, the other reads and touches every byte and then acknowledges; the figure is bytes per second.</source>
        <translation>Strom: eine Partei sendet Blöcke so schnell sie kann, die andere liest und berührt jedes Byte und bestätigt dann; der Wert ist Bytes pro Sekunde.</translation>
    </message>
    <message numerus="yes">
        <source>lock: %n parties acquire and release one lock in turn; the figure is ns per acquire and release.</source>
        <translation>
            <numerusform>Sperre: %n Partei nimmt und gibt eine Sperre abwechselnd frei; der Wert ist ns pro Nehmen und Freigeben.</numerusform>
            <numerusform>Sperre: %n Parteien nehmen und geben eine Sperre abwechselnd frei; der Wert ist ns pro Nehmen und Freigeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>paced: ping-pong with one message due every %1 µs, which pays for waking the receiver each time; also timed from the intended send time (open loop).</source>
        <translation>getaktet: Ping-Pong mit einer Nachricht alle %1 µs, die jedes Mal das Wecken des Empfängers bezahlt; auch ab dem geplanten Sendezeitpunkt gemessen (offene Schleife).</translation>
    </message>
    <message>
        <source>one-sided (a report&apos;s own method): one party sends and nobody receives; the figure is the time per send, not a hand-off.</source>
        <translation>einseitig (die eigene Methode eines Berichts): eine Partei sendet, niemand empfängt; der Wert ist die Zeit pro Senden, keine Übergabe.</translation>
    </message>
    <message>
        <source>unpinned: the OS placed the two parties. A blocking hand-off then often wakes an idle CPU, which can cost more than the mechanism itself, and which CPUs ran is not recorded.</source>
        <translation>nicht festgelegt: das Betriebssystem platzierte die beiden Parteien. Eine blockierende Übergabe weckt dann oft eine ruhende CPU, was mehr kosten kann als der Mechanismus selbst, und welche CPUs liefen, ist nicht festgehalten.</translation>
    </message>
    <message>
        <source>same core: both parties pinned to one CPU. Every hand-off is a context switch; no idle CPU is woken, and a spinning party would starve its partner.</source>
        <translation>gleicher Kern: beide Parteien an eine CPU gebunden. Jede Übergabe ist ein Kontextwechsel; keine ruhende CPU wird geweckt, und eine aktiv wartende Partei würde ihren Partner aushungern.</translation>
    </message>
    <message>
        <source>cross-core: the parties pinned to two CPUs. Data crosses between the cores&apos; caches, and a blocking hand-off wakes an idle CPU.</source>
        <translation>kernübergreifend: die Parteien an zwei CPUs gebunden. Die Daten wandern zwischen den Caches der Kerne, und eine blockierende Übergabe weckt eine ruhende CPU.</translation>
    </message>
    <message>
        <source>automatic: each point where it measures its mechanism - one CPU for a blocking hand-off (no idle CPU to wake), two for a spinning one.</source>
        <translation>automatisch: jeder Punkt dort, wo er seinen Mechanismus misst - eine CPU für eine blockierende Übergabe (keine ruhende CPU zu wecken), zwei für eine aktiv wartende.</translation>
    </message>
    <message>
        <source>%1 timed messages or operations per round after %2 untimed ones (warm-up).</source>
        <translation>%1 gemessene Nachrichten oder Operationen pro Runde nach %2 ungemessenen (Aufwärmen).</translation>
    </message>
    <message>
        <source>Rounds until each median&apos;s 95% interval is within ±%1% of it, at least %2 rounds, no new round after %3 s.</source>
        <translation>Runden, bis das 95-%-Intervall jedes Medians innerhalb von ±%1 % liegt, mindestens %2 Runden, keine neue Runde nach %3 s.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds per point.</source>
        <translation>
            <numerusform>%n Runde pro Punkt.</numerusform>
            <numerusform>%n Runden pro Punkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each round runs every point once, in a shuffled order, so that drift hits every point alike.</source>
        <translation>Jede Runde misst jeden Punkt einmal, in gemischter Reihenfolge, damit Drift jeden Punkt gleich trifft.</translation>
    </message>
    <message>
        <source>(not known to this build)</source>
        <translation>(diesem Build unbekannt)</translation>
    </message>
    <message>
        <source>System calls per message: sender %1, receiver %2. %3</source>
        <translation>Systemaufrufe pro Nachricht: Sender %1, Empfänger %2. %3</translation>
    </message>
    <message>
        <source>not measured in this run.</source>
        <translation>in diesem Lauf nicht gemessen.</translation>
    </message>
    <message>
        <source>not measured: %1.</source>
        <translation>nicht gemessen: %1.</translation>
    </message>
    <message>
        <source>one cache line handed from CPU %1 to CPU %2 and back by two spinning threads: %3 one-way, 95% interval [%4, %5], over %6 rounds. Every mechanism pays at least this.</source>
        <translation>eine Cache-Zeile, von zwei aktiv wartenden Threads von CPU %1 zu CPU %2 und zurück gereicht: %3 in eine Richtung, 95-%-Intervall [%4, %5], über %6 Runden. Jeder Mechanismus zahlt mindestens das.</translation>
    </message>
    <message>
        <source>the steady (monotonic) clock, read before and after each timed round trip or block.</source>
        <translation>die monotone Uhr (steady clock), gelesen vor und nach jedem gemessenen Hin- und Rückweg oder Block.</translation>
    </message>
    <message>
        <source>How long does it take to hand a message from one party to another with each of these mechanisms, and which differences are larger than this machine&apos;s noise?</source>
        <translation>Wie lange dauert es, mit jedem dieser Mechanismen eine Nachricht von einer Partei an eine andere zu übergeben, und welche Unterschiede sind größer als das Rauschen dieses Rechners?</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
    <message>
        <source>Written by IPC Lab %1 from results measured %2.</source>
        <translation>Von IPC Lab %1 aus Ergebnissen geschrieben, die am %2 gemessen wurden.</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>Muster:</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Größen:</translation>
    </message>
    <message>
        <source>Placement:</source>
        <translation>Platzierung:</translation>
    </message>
    <message>
        <source>Counts:</source>
        <translation>Anzahlen:</translation>
    </message>
    <message>
        <source>Wait:</source>
        <translation>Warten:</translation>
    </message>
    <message>
        <source>%1 for every mechanism that offers it.</source>
        <translation>%1 für jeden Mechanismus, der es anbietet.</translation>
    </message>
    <message>
        <source>each mechanism&apos;s own (the table&apos;s wait column).</source>
        <translation>das eigene jedes Mechanismus (Spalte „Warten“ der Tabelle).</translation>
    </message>
    <message>
        <source>Idle CPUs:</source>
        <translation>Ruhende CPUs:</translation>
    </message>
    <message>
        <source>kept awake by a low-priority spinner while measuring.</source>
        <translation>während der Messung von einem niedrig priorisierten Spinner wach gehalten.</translation>
    </message>
    <message>
        <source>The mechanisms, and what each does inside the OS:</source>
        <translation>Die Mechanismen und was jeder im Betriebssystem tut:</translation>
    </message>
    <message>
        <source>Each step&apos;s pattern, sizes, placement and counts are given with its results.</source>
        <translation>Muster, Größen, Platzierung und Anzahlen jedes Schritts stehen bei seinen Ergebnissen.</translation>
    </message>
    <message>
        <source>Timer:</source>
        <translation>Zeitmessung:</translation>
    </message>
    <message>
        <source>The hardware&apos;s floor:</source>
        <translation>Untergrenze der Hardware:</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>CPU:</translation>
    </message>
    <message>
        <source>%1, %2, %3 logical CPUs</source>
        <translation>%1, %2, %3 logische CPUs</translation>
    </message>
    <message>
        <source>OS:</source>
        <translation>Betriebssystem:</translation>
    </message>
    <message>
        <source>%1 %2, kernel %3</source>
        <translation>%1 %2, Kernel %3</translation>
    </message>
    <message>
        <source>Virtualised:</source>
        <translation>Virtualisiert:</translation>
    </message>
    <message>
        <source>yes (a virtual machine)</source>
        <translation>ja (eine virtuelle Maschine)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Idle driver:</source>
        <translation>Leerlauftreiber:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Build:</translation>
    </message>
    <message>
        <source>IPC Lab %1, %2, %3</source>
        <translation>IPC Lab %1, %2, %3</translation>
    </message>
    <message>
        <source>Host and date:</source>
        <translation>Rechner und Datum:</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Throughput (median of rounds)</source>
        <translation>Durchsatz (Median der Runden)</translation>
    </message>
    <message>
        <source>Median of rounds</source>
        <translation>Median der Runden</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
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
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>Stabil</translation>
    </message>
    <message>
        <source>CPU/msg (me/peer)</source>
        <translation>CPU/Nachr. (ich/Partner)</translation>
    </message>
    <message>
        <source>Switches/msg (me/peer)</source>
        <translation>Wechsel/Nachr. (ich/Partner)</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>(stopped)</source>
        <translation>(angehalten)</translation>
    </message>
    <message>
        <source>The report&apos;s method, and what IPC Lab does instead</source>
        <translation>Die Methode des Berichts und was IPC Lab stattdessen tut</translation>
    </message>
    <message>
        <source>What holds up:</source>
        <translation>Was standhält:</translation>
    </message>
    <message>
        <source>What does not:</source>
        <translation>Was nicht standhält:</translation>
    </message>
    <message>
        <source>The machine is virtual: the hypervisor schedules its CPUs, and waking an idle virtual CPU can cost many times a hand-off on one CPU. Compare mechanisms at one placement only.</source>
        <translation>Der Rechner ist virtuell: der Hypervisor teilt seine CPUs zu, und das Wecken einer ruhenden virtuellen CPU kann ein Vielfaches einer Übergabe auf einer CPU kosten. Mechanismen nur bei gleicher Platzierung vergleichen.</translation>
    </message>
    <message>
        <source>the run was stopped; points it did not reach are missing and stopped points have fewer rounds.</source>
        <translation>der Lauf wurde angehalten; nicht erreichte Punkte fehlen, und angehaltene Punkte haben weniger Runden.</translation>
    </message>
    <message>
        <source>%1 of %2 points: %3 (the worst).</source>
        <translation>%1 von %2 Punkten: %3 (der schlechteste).</translation>
    </message>
    <message>
        <source>unpinned: which CPUs the parties ran on, and whether an idle CPU was woken, is not recorded.</source>
        <translation>nicht festgelegt: auf welchen CPUs die Parteien liefen und ob eine ruhende CPU geweckt wurde, ist nicht festgehalten.</translation>
    </message>
    <message>
        <source>One machine, one time: another machine, kernel or load can order the mechanisms differently; only differences larger than the intervals are claimed above.</source>
        <translation>Ein Rechner, ein Zeitpunkt: ein anderer Rechner, Kernel oder eine andere Last kann die Mechanismen anders ordnen; oben werden nur Unterschiede behauptet, die größer als die Intervalle sind.</translation>
    </message>
    <message>
        <source>The command that wrote this report:</source>
        <translation>Der Befehl, der diesen Bericht schrieb:</translation>
    </message>
    <message>
        <source>IPC Lab %1: measures what inter-process communication costs; its method and the reports&apos; audit are in its documentation (docs/reports.md).</source>
        <translation>IPC Lab %1: misst, was Interprozesskommunikation kostet; seine Methode und die Prüfung der Berichte stehen in seiner Dokumentation (docs/reports.md).</translation>
    </message>
    <message>
        <source>The results record no calibration of this clock, and they were measured on another machine (%1): what a clock read cost there is not known, so the figures&apos; resolution cannot be stated here. Run &apos;ipclab-cli calibrate&apos; on that machine to learn it.</source>
        <translation>Die Ergebnisse enthalten keine Kalibrierung dieser Uhr, und sie wurden auf einem anderen Rechner (%1) gemessen: Was ein Lesen der Uhr dort kostete, ist unbekannt, daher lässt sich die Auflösung der Zahlen hier nicht angeben. &apos;ipclab-cli calibrate&apos; auf jenem Rechner zeigt sie.</translation>
    </message>
    <message>
        <source>its name is not recorded</source>
        <translation>sein Name ist nicht festgehalten</translation>
    </message>
    <message>
        <source>The results record no calibration of this clock; measured on this host when this report was written, %1 cost %2 per read and resolved %3.</source>
        <translation>Die Ergebnisse enthalten keine Kalibrierung dieser Uhr; auf diesem Rechner beim Schreiben dieses Berichts gemessen, kostete %1 %2 pro Lesen und löste %3 auf.</translation>
    </message>
    <message>
        <source>The command that measured these results, recorded when it ran:</source>
        <translation>Der Befehl, der diese Ergebnisse gemessen hat, festgehalten, als er lief:</translation>
    </message>
    <message>
        <source>The commands that measured these results, recorded when they ran:</source>
        <translation>Die Befehle, die diese Ergebnisse gemessen haben, festgehalten, als sie liefen:</translation>
    </message>
    <message>
        <source>The results do not record the command that measured them (they were written by an older IPC Lab). Rebuilt from the configuration they record, this measures the same again:</source>
        <translation>Die Ergebnisse enthalten den Befehl nicht, der sie gemessen hat (ein älteres IPC Lab hat sie geschrieben). Aus der festgehaltenen Konfiguration wiederhergestellt, misst dieser Befehl dasselbe noch einmal:</translation>
    </message>
    <message>
        <source>Measured with IPC Lab %1.</source>
        <translation>Gemessen mit IPC Lab %1.</translation>
    </message>
    <message>
        <source>The results (%1) are embedded in the HTML version of this report and attached to the PDF.</source>
        <translation>Die Ergebnisse (%1) sind in die HTML-Fassung dieses Berichts eingebettet und der PDF-Datei angehängt.</translation>
    </message>
    <message>
        <source>author not given</source>
        <translation>Verfasser nicht angegeben</translation>
    </message>
    <message>
        <source>coursework report</source>
        <translation>Studienarbeit</translation>
    </message>
    <message>
        <source>year not given</source>
        <translation>Jahr nicht angegeben</translation>
    </message>
    <message>
        <source>%1, %2 and %3 are not ranked: %4, in a single round, which gives no interval; whether they differ by more than the noise cannot be said.</source>
        <translation>%1 werden %2 und %3 nicht gereiht: %4, in einer einzigen Runde, die kein Intervall ergibt; ob sie sich um mehr als das Rauschen unterscheiden, lässt sich nicht sagen.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 and %3 are not ranked: %4 (medians of rounds); paired by round the ratio is %5, but %n round(s) give an interval only %6% sure; 6 rounds or more give a 95% one.</source>
        <translation>
            <numerusform>%1 werden %2 und %3 nicht gereiht: %4 (Mediane der Runden); rundenweise gepaart ist das Verhältnis %5, aber %n Runde ergibt ein Intervall, das nur zu %6 % sicher ist; 6 Runden oder mehr ergeben ein 95-%-Intervall.</numerusform>
            <numerusform>%1 werden %2 und %3 nicht gereiht: %4 (Mediane der Runden); rundenweise gepaart ist das Verhältnis %5, aber %n Runden ergeben ein Intervall, das nur zu %6 % sicher ist; 6 Runden oder mehr ergeben ein 95-%-Intervall.</numerusform>
        </translation>
    </message>
    <message>
        <source>none (1 round)</source>
        <translation>keines (1 Runde)</translation>
    </message>
    <message>
        <source>Run %1 of %2</source>
        <translation>Lauf %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Across the %n run(s)</source>
        <translation>
            <numerusform>Über den %n Lauf</numerusform>
            <numerusform>Über die %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Each run (median of rounds)</source>
        <translation>Jeder Lauf (Median der Runden)</translation>
    </message>
    <message>
        <source>Median of runs</source>
        <translation>Median der Läufe</translation>
    </message>
    <message>
        <source>Interval across runs</source>
        <translation>Intervall über die Läufe</translation>
    </message>
    <message>
        <source>Min – max</source>
        <translation>Min – Max</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>[%1, %2] %3 (%4%)</source>
        <translation>[%1, %2] %3 (%4%)</translation>
    </message>
    <message numerus="yes">
        <source>The same experiment was measured %n time(s), one run after another. One run&apos;s 95% interval holds the noise between its own rounds, seconds apart; runs minutes apart also meet another CPU frequency, other work on the host and another placement. Each figure below is the median of the runs&apos; figures (each run&apos;s median of rounds), with its interval across runs (order statistics; in brackets, how sure it is). &quot;runs agree&quot;: one value lies inside every run&apos;s own interval; &quot;runs differ&quot;: two runs&apos; intervals do not overlap, and one run&apos;s interval understates the uncertainty.</source>
        <translation>
            <numerusform>Dasselbe Experiment wurde %n-mal gemessen, ein Lauf nach dem anderen. Das 95-%-Intervall eines Laufs enthält das Rauschen zwischen seinen eigenen Runden, Sekunden auseinander; Läufe Minuten auseinander treffen auch auf eine andere CPU-Frequenz, andere Arbeit auf dem Host und eine andere Platzierung. Jeder Wert unten ist der Median der Werte der Läufe (jeweils der Median der Runden eines Laufs), mit seinem Intervall über die Läufe (Ordnungsstatistik; in Klammern, wie sicher es ist). „Messungen stimmen überein“: ein Wert liegt in jedem eigenen Intervall der Läufe; „Messungen weichen ab“: die Intervalle zweier Läufe überlappen nicht, und das Intervall eines einzelnen Laufs unterschätzt die Unsicherheit.</numerusform>
            <numerusform>Dasselbe Experiment wurde %n-mal gemessen, ein Lauf nach dem anderen. Das 95-%-Intervall eines Laufs enthält das Rauschen zwischen seinen eigenen Runden, Sekunden auseinander; Läufe Minuten auseinander treffen auch auf eine andere CPU-Frequenz, andere Arbeit auf dem Host und eine andere Platzierung. Jeder Wert unten ist der Median der Werte der Läufe (jeweils der Median der Runden eines Laufs), mit seinem Intervall über die Läufe (Ordnungsstatistik; in Klammern, wie sicher es ist). „Messungen stimmen überein“: ein Wert liegt in jedem eigenen Intervall der Läufe; „Messungen weichen ab“: die Intervalle zweier Läufe überlappen nicht, und das Intervall eines einzelnen Laufs unterschätzt die Unsicherheit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::LabReportWriter</name>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
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
        <source>starting…</source>
        <translation>startet …</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %n point(s)…</source>
        <translation>
            <numerusform>Messe %n Punkt …</numerusform>
            <numerusform>Messe %n Punkte …</numerusform>
        </translation>
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
        <source>Done: %n point(s).</source>
        <translation>
            <numerusform>Fertig: %n Punkt.</numerusform>
            <numerusform>Fertig: %n Punkte.</numerusform>
        </translation>
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
        <translation>
            <numerusform>%n Messung geöffnet: neben dieser gezeichnet.</numerusform>
            <numerusform>%n Messungen geöffnet: neben dieser gezeichnet.</numerusform>
        </translation>
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
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Presets → Quick tour, then Run (Ctrl+R) and Export PNG (Ctrl+E).</source>
        <translation>Vorlagen → Schnelltour, dann Starten (Strg+R) und PNG exportieren (Strg+E).</translation>
    </message>
    <message>
        <source>Run &amp;all steps of the preset</source>
        <translation>&amp;Alle Schritte der Vorlage starten</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <source>Preset loaded: %1. Run it with Ctrl+R.</source>
        <translation>Vorlage geladen: %1. Mit Strg+R starten.</translation>
    </message>
    <message>
        <source>Step %1 cannot run: %2</source>
        <translation>Schritt %1 kann nicht laufen: %2</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Gezeigt: %1</translation>
    </message>
    <message>
        <source>%1: repetition %2 of %3</source>
        <translation>%1: Wiederholung %2 von %3</translation>
    </message>
    <message>
        <source>%1: repetition %2 (at least %3, then until it settles)</source>
        <translation>%1: Wiederholung %2 (mindestens %3, dann bis die Messung sich einpendelt)</translation>
    </message>
    <message numerus="yes">
        <source>%n failed.</source>
        <translation>
            <numerusform>%n fehlgeschlagen.</numerusform>
            <numerusform>%n fehlgeschlagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed, first: %1</source>
        <translation>
            <numerusform>%n fehlgeschlagen: %1</numerusform>
            <numerusform>%n fehlgeschlagen, zuerst: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 points measured.</source>
        <translation>Angehalten: %1 von %2 Punkten gemessen.</translation>
    </message>
    <message>
        <source>History entries skipped: %1</source>
        <translation>Verlaufseinträge übersprungen: %1</translation>
    </message>
    <message>
        <source>%1 of %2 points — worst, %3: %4</source>
        <translation>%1 von %2 Messpunkten — am stärksten %3: %4</translation>
    </message>
    <message>
        <source>&amp;Core map…</source>
        <translation>&amp;Kernkarte …</translation>
    </message>
    <message>
        <source>Export lab &amp;report…</source>
        <translation>Labor&amp;bericht exportieren…</translation>
    </message>
    <message>
        <source>Export lab report</source>
        <translation>Laborbericht exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;HTML page (*.html)</source>
        <translation>PDF-Dokument (*.pdf);;HTML-Seite (*.html)</translation>
    </message>
    <message>
        <source>A long run</source>
        <translation>Eine lange Messung</translation>
    </message>
    <message>
        <source>This run is estimated to take %1. Start it?</source>
        <translation>Diese Messung dauert geschätzt %1. Starten?</translation>
    </message>
    <message>
        <source>Fewer iterations, sizes or mechanisms make it shorter; Stop ends it at any time and keeps what was measured.</source>
        <translation>Weniger Iterationen, Größen oder Mechanismen machen sie kürzer; Stopp beendet sie jederzeit und behält, was gemessen wurde.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Export CSV, one row per p&amp;oint…</source>
        <translation>Als CSV exportieren, eine Zeile pro &amp;Punkt …</translation>
    </message>
    <message>
        <source>Export CSV, one row per point</source>
        <translation>Als CSV exportieren, eine Zeile pro Punkt</translation>
    </message>
    <message>
        <source>Each point&apos;s figure (median of rounds) beside its own 95% interval, named as in the JSON: for spreadsheets and pandas</source>
        <translation>Der Wert jedes Punkts (Median der Runden) neben seinem eigenen 95-%-Intervall, benannt wie im JSON: für Tabellenkalkulationen und pandas</translation>
    </message>
    <message>
        <source>Open &amp;host map…</source>
        <translation>&amp;Host-Karte öffnen …</translation>
    </message>
    <message>
        <source>Writing the lab report to %1…</source>
        <translation>Der Laborbericht wird nach %1 geschrieben …</translation>
    </message>
    <message>
        <source>A lab report is still being written; try again when the status bar says it is done.</source>
        <translation>Ein Laborbericht wird noch geschrieben; bitte erneut versuchen, wenn die Statusleiste meldet, dass er fertig ist.</translation>
    </message>
    <message>
        <source>Method, machine, results with their intervals, findings and how to reproduce, as a report to hand in: the run shown and the runs ticked in History (after Run all steps, every step)</source>
        <translation>Methode, Rechner, Ergebnisse mit ihren Intervallen, Befunde und wie man sie wiederholt, als Bericht zum Abgeben: die gezeigte Messung und die im Verlauf angehakten (nach „Alle Schritte der Vorlage starten“ jeder Schritt)</translation>
    </message>
    <message>
        <source>From History: %1. The form on the left holds the settings of the next run.</source>
        <translation>Aus dem Verlauf: %1. Das Formular links enthält die Einstellungen des nächsten Laufs.</translation>
    </message>
    <message>
        <source>The form holds the settings of the run shown: Run (Ctrl+R) measures it again.</source>
        <translation>Das Formular enthält die Einstellungen des gezeigten Laufs: Starten (Strg+R) misst ihn erneut.</translation>
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
        <source>Ready-made experiments: a quick tour, each report&apos;s parameters with its published figures, a full sweep</source>
        <translation>Fertige Experimente: eine Schnelltour, die Parameter jedes Berichts mit seinen veröffentlichten Zahlen, ein vollständiger Durchlauf</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Choose a preset to see what it measures and how this machine differs from the report&apos;s.</source>
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
    <message>
        <source>Estimated run time: %1</source>
        <translation>Geschätzte Laufzeit: %1</translation>
    </message>
    <message>
        <source>Left out (not available here):</source>
        <translation>Ausgelassen (hier nicht verfügbar):</translation>
    </message>
    <message>
        <source>not in this build</source>
        <translation>nicht in diesem Build</translation>
    </message>
    <message>
        <source>Quick demo</source>
        <translation>Schnelle Vorführung</translation>
    </message>
    <message>
        <source>Run all steps</source>
        <translation>Alle Schritte starten</translation>
    </message>
    <message>
        <source>Run every step of this preset in turn; each lands in the run history and the earlier ones are drawn beside the last.</source>
        <translation>Alle Schritte dieser Vorlage nacheinander starten; jeder kommt in den Verlauf, die früheren werden neben den letzten gezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s): choose one above and run it, or Run all steps.</source>
        <translation>
            <numerusform>%n Schritt: oben wählen und starten, oder Alle Schritte starten.</numerusform>
            <numerusform>%n Schritte: einen oben wählen und starten, oder Alle Schritte starten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The report&apos;s published figures: dashed lines or grey bars in the chart, and the Ours vs theirs tab under it.</source>
        <translation>Die veröffentlichten Werte des Berichts: gestrichelte Linien oder graue Balken im Diagramm und der Reiter „Unsere vs. ihre“ darunter.</translation>
    </message>
    <message>
        <source>Cut every step to a few hundred messages and two repetitions: seconds instead of minutes, with wide intervals.</source>
        <translation>Jeden Schritt auf einige hundert Nachrichten und zwei Wiederholungen kürzen: Sekunden statt Minuten, mit breiten Intervallen.</translation>
    </message>
    <message>
        <source>What they measured:</source>
        <translation>Was sie gemessen haben:</translation>
    </message>
    <message>
        <source>What holds up:</source>
        <translation>Was hält:</translation>
    </message>
    <message>
        <source>What does not:</source>
        <translation>Was nicht hält:</translation>
    </message>
    <message>
        <source>What they did well:</source>
        <translation>Was sie gut gemacht haben:</translation>
    </message>
    <message>
        <source>Try in IPC Lab:</source>
        <translation>In IPC Lab ausprobieren:</translation>
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
    <message>
        <source>Log scale</source>
        <translation>Logarithmisch</translation>
    </message>
    <message>
        <source>Bars on a logarithmic axis: chosen by itself when the longest bar is more than 30 times the shortest, so that short bars stay visible beside a slow one</source>
        <translation>Balken auf logarithmischer Achse: von selbst gewählt, wenn der längste Balken mehr als 30-mal so lang ist wie der kürzeste, damit kurze Balken neben einem langsamen sichtbar bleiben</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Ours vs theirs</source>
        <translation>Unsere vs. ihre</translation>
    </message>
    <message numerus="yes">
        <source>(%n more in the Median column&apos;s tooltips)</source>
        <translation>
            <numerusform>(%n weiterer Hinweis in den Tooltips der Median-Spalte)</numerusform>
            <numerusform>(%n weitere Hinweise in den Tooltips der Median-Spalte)</numerusform>
        </translation>
    </message>
    <message>
        <source>(every point&apos;s notes: select its row, or its Median tooltip)</source>
        <translation>(die Hinweise jedes Messpunkts: seine Zeile wählen oder der Tooltip seines Medians)</translation>
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
        <source>The repetitions disagree so much that the 95% interval reaches below zero: only its upper bound means something. Run more repetitions, or pin the parties (placement) to remove the scheduler&apos;s modes.</source>
        <translation>Die Wiederholungen weichen so stark voneinander ab, dass das 95-%-Intervall unter null reicht: Nur seine Obergrenze ist aussagekräftig. Mehr Wiederholungen laufen lassen oder die Beteiligten fest an Kerne binden (Platzierung), um die Modi des Schedulers zu vermeiden.</translation>
    </message>
    <message>
        <source>Open loop: round trip from each message&apos;s intended send time (not halved): median %1, 95% CI %2, p99 %3</source>
        <translation>Offene Schleife: Umlauf ab dem geplanten Sendezeitpunkt jeder Nachricht (nicht halbiert): Median %1, 95-%-KI %2, p99 %3</translation>
    </message>
    <message>
        <source>partial (stopped)</source>
        <translation>unvollständig (gestoppt)</translation>
    </message>
    <message>
        <source>Throughput (rounds&apos; median)</source>
        <translation>Durchsatz (Runden-Median)</translation>
    </message>
    <message>
        <source>ns/op (rounds&apos; median)</source>
        <translation>ns/Op (Runden-Median)</translation>
    </message>
    <message>
        <source>Median of rounds</source>
        <translation>Median der Runden</translation>
    </message>
    <message>
        <source>%1 (bytes)</source>
        <translation>%1 (Byte)</translation>
    </message>
    <message>
        <source>95% CI low (%1)</source>
        <translation>95-%-KI unten (%1)</translation>
    </message>
    <message>
        <source>95% CI high (%1)</source>
        <translation>95-%-KI oben (%1)</translation>
    </message>
    <message>
        <source>CPU/msg me (ns)</source>
        <translation>CPU/Nachr. ich (ns)</translation>
    </message>
    <message>
        <source>CPU/msg peer (ns)</source>
        <translation>CPU/Nachr. Gegenst. (ns)</translation>
    </message>
    <message>
        <source>Times per message each side gave up its CPU to wait (voluntary context switches): about 1 when a blocking hand-off sleeps, 0 when it spins</source>
        <translation>Wie oft pro Nachricht jede Seite ihre CPU abgab, um zu warten (freiwillige Kontextwechsel): etwa 1, wenn eine blockierende Übergabe schläft, 0, wenn sie aktiv wartet</translation>
    </message>
    <message>
        <source>Times per message each side was taken off its CPU (involuntary context switches): on one core the woken side often preempts the waker</source>
        <translation>Wie oft pro Nachricht jede Seite von ihrer CPU genommen wurde (unfreiwillige Kontextwechsel): auf einem Kern verdrängt die geweckte Seite oft die weckende</translation>
    </message>
    <message>
        <source>Page faults per message on each side: first touches of memory, near 0 once the buffers are warm</source>
        <translation>Seitenfehler pro Nachricht auf jeder Seite: erste Zugriffe auf Speicher, nahe 0, sobald die Puffer warm sind</translation>
    </message>
    <message>
        <source>Sleeps/msg me/peer</source>
        <translation>Schlafen/Nachr. ich/Gegenstelle</translation>
    </message>
    <message>
        <source>Preempted/msg me/peer</source>
        <translation>Verdrängt/Nachr. ich/Gegenstelle</translation>
    </message>
    <message>
        <source>Faults/msg me/peer</source>
        <translation>Seitenfehler/Nachr. ich/Gegenstelle</translation>
    </message>
    <message>
        <source> me</source>
        <translation> ich</translation>
    </message>
    <message>
        <source> peer</source>
        <translation> Gegenstelle</translation>
    </message>
    <message>
        <source>One round gives no interval: a median of one round has nothing to judge its spread by. Two rounds or more give one (six or more a 95% one).</source>
        <translation>Eine Runde ergibt kein Intervall: der Median einer Runde hat nichts, woran seine Streuung zu messen wäre. Zwei Runden oder mehr ergeben eines (sechs oder mehr ein 95-%-Intervall).</translation>
    </message>
    <message>
        <source>me = the side that sends first (it measures); peer = the side that answers.</source>
        <translation>ich = die Seite, die zuerst sendet (sie misst); Gegenstelle = die Seite, die antwortet.</translation>
    </message>
    <message>
        <source>CPU time (user + system) per message, me/peer. Ping-pong counts each side over the timed messages only (not warm-up, set-up or the waits between rounds), so a side that spins shows about one mean round trip per message (more than the median when the tail is long); a side that blocks shows far less than its latency.</source>
        <translation>CPU-Zeit (Benutzer + System) pro Nachricht, ich/Gegenstelle. Ping-Pong zählt jede Seite nur über die gemessenen Nachrichten (ohne Aufwärmen, Vorbereitung und die Pausen zwischen den Runden), also zeigt eine aktiv wartende Seite etwa einen mittleren Umlauf pro Nachricht (mehr als den Median, wenn die Verteilung einen langen Ausläufer hat); eine blockierende Seite zeigt weit weniger als ihre Latenz.</translation>
    </message>
    <message>
        <source>Sleeps per message, me/peer: times a side gave up its CPU to wait (voluntary context switches). About 1 when a blocking hand-off sleeps, 0 when it spins. See the glossary&apos;s Anatomy of a message.</source>
        <translation>Schlafen pro Nachricht, ich/Gegenstelle: wie oft eine Seite ihre CPU abgab, um zu warten (freiwillige Kontextwechsel). Etwa 1, wenn eine blockierende Übergabe schläft, 0, wenn sie aktiv wartet. Siehe im Glossar Anatomie einer Nachricht.</translation>
    </message>
    <message>
        <source>Preemptions per message, me/peer: times a side was taken off its CPU (involuntary context switches). On one core the woken side often preempts the waker.</source>
        <translation>Verdrängungen pro Nachricht, ich/Gegenstelle: wie oft eine Seite von ihrer CPU genommen wurde (unfreiwillige Kontextwechsel). Auf einem Kern verdrängt die geweckte Seite oft die weckende.</translation>
    </message>
    <message>
        <source>Page faults per message, me/peer: first touches of memory, near 0 once the buffers are warm.</source>
        <translation>Seitenfehler pro Nachricht, ich/Gegenstelle: erste Zugriffe auf Speicher, nahe 0, sobald die Puffer warm sind.</translation>
    </message>
</context>
<context>
    <name>ipclab::app::RunHistory</name>
    <message>
        <source>Cannot create the history folder %1</source>
        <translation>Der Ordner für den Verlauf %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the %3 a history index may have</source>
        <translation>%1: %2 Byte, mehr als die %3, die ein Verlaufsindex haben darf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ipclab::app::RunRecord</name>
    <message>
        <source>mechanisms</source>
        <translation>Mechanismen</translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation>Muster %1</translation>
    </message>
    <message>
        <source>sizes %1</source>
        <translation>Größen %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>Gesamtmenge %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>iterations %L1</source>
        <translation>Iterationen %L1</translation>
    </message>
    <message>
        <source>warm-up %L1</source>
        <translation>Aufwärmen %L1</translation>
    </message>
    <message>
        <source>repetitions %1</source>
        <translation>Wiederholungen %1</translation>
    </message>
    <message>
        <source>placement %1</source>
        <translation>Platzierung %1</translation>
    </message>
    <message>
        <source>wait %1</source>
        <translation>Warten %1</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>parties %1</source>
        <translation>Beteiligte %1</translation>
    </message>
    <message>
        <source>gap %1 µs</source>
        <translation>Pause %1 µs</translation>
    </message>
    <message>
        <source>cores kept awake</source>
        <translation>Kerne wach gehalten</translation>
    </message>
    <message>
        <source>cores not kept awake</source>
        <translation>Kerne nicht wach gehalten</translation>
    </message>
    <message>
        <source>remote peer %1</source>
        <translation>entfernte Gegenstelle %1</translation>
    </message>
    <message>
        <source>(quick demo)</source>
        <translation>(schnelle Vorführung)</translation>
    </message>
    <message>
        <source>edited: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>own experiment</source>
        <translation>eigenes Experiment</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>(quick)</source>
        <translation>(schnell)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed)</source>
        <translation>
            <numerusform>(%n fehlgeschlagen)</numerusform>
            <numerusform>(%n fehlgeschlagen)</numerusform>
        </translation>
    </message>
    <message>
        <source>(stopped)</source>
        <translation>(angehalten)</translation>
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
        <source>lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>paced</source>
        <translation>getaktet</translation>
    </message>
    <message>
        <source>one-sided</source>
        <translation>einseitig</translation>
    </message>
    <message>
        <source>block</source>
        <translation>blockieren</translation>
    </message>
    <message>
        <source>spin</source>
        <translation>aktiv warten</translation>
    </message>
    <message>
        <source>spin, then yield</source>
        <translation>aktiv warten, dann abgeben</translation>
    </message>
    <message>
        <source>spin, then block</source>
        <translation>aktiv warten, dann blockieren</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>one core</source>
        <translation>ein Kern</translation>
    </message>
    <message>
        <source>two cores</source>
        <translation>zwei Kerne</translation>
    </message>
    <message>
        <source>wait: %1</source>
        <translation>Warten: %1</translation>
    </message>
    <message>
        <source>blocking on one core, spinning on two</source>
        <translation>blockierend auf einem Kern, aktiv wartend auf zweien</translation>
    </message>
    <message>
        <source>%1 lock loop</source>
        <translation>Sperrschleife: %1</translation>
    </message>
    <message>
        <source>bare</source>
        <translation>bloß</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>mit Zähler</translation>
    </message>
    <message>
        <source>mechanism default</source>
        <translation>Standard des Mechanismus</translation>
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
<context>
    <name>ipclab::app::ShownSourceBar</name>
    <message>
        <source>Use its settings</source>
        <translation>Seine Einstellungen übernehmen</translation>
    </message>
    <message>
        <source>Put the settings of the run shown (its preset and step too) into the form, to measure it again</source>
        <translation>Die Einstellungen des gezeigten Laufs (auch seine Vorlage und seinen Schritt) ins Formular übernehmen, um ihn erneut zu messen</translation>
    </message>
</context>
</TS>
