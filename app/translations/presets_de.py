"""German for the texts of the presets in resources/presets/*.json.

Maps each preset string (title, summary, note, steps[].name, references[].label, .hardware,
.source), exactly as written in the JSON, to its German. Numbers use the German decimal comma
and a no-break space between thousands; ids, flags, units and quoted figures are kept.
Regenerate the key list from the JSON when a preset changes; check_presets_de() names the
strings that have no German.
"""

PRESETS_DE = {
    'Full sweep: every mechanism, 4 B to 1 MiB, latency and throughput':
        'Vollständiger Durchlauf: alle Mechanismen, 4 B bis 1 MiB, Latenz und Durchsatz',
    'Every mechanism, ping-pong latency and stream throughput at every size from 4 B to 1 MiB (doubling): 1,000 timed round trips per point; streams of 10,000 chunks up to 2 KiB and 16 MiB per repetition from 4 KiB on; 3 repetitions. Mechanisms with a smaller size limit run up to it: UDP to 32 KiB, POSIX and System V queues to 8 KiB (the default msgsize_max / msgmax). Takes several minutes.':
        'Alle Mechanismen, Ping-Pong-Latenz und Strom-Durchsatz bei jeder Größe von 4 B bis 1 MiB (jeweils verdoppelt): 1000 gemessene Umläufe pro Messpunkt; Ströme aus 10\xa0000 Blöcken bis 2 KiB und 16 MiB pro Wiederholung ab 4 KiB; 3 Wiederholungen. Mechanismen mit einer kleineren Größengrenze laufen bis zu dieser: UDP bis 32 KiB, POSIX- und System-V-Warteschlangen bis 8 KiB (die Standardwerte von msgsize_max / msgmax). Dauert mehrere Minuten.',
    'Long: run it when the machine is otherwise idle. Mechanisms this OS lacks are left out, with the reason. Expect the kernel-copy mechanisms (pipe, fifo, sockets, queues) to flatten at a few GB/s for large chunks while shm.ring approaches memory bandwidth; small-message latency is dominated by wake-ups, which on a virtual machine cost several µs (far more on a busy host) unless the cores are kept awake (--keep-awake).':
        'Lang: nur starten, wenn der Rechner sonst nichts zu tun hat. Mechanismen, die diesem Betriebssystem fehlen, werden mit Begründung ausgelassen. Zu erwarten: Die Mechanismen, die über den Kernel kopieren (pipe, fifo, Sockets, Warteschlangen), flachen bei großen Blöcken bei einigen GB/s ab, während shm.ring sich der Speicherbandbreite nähert; die Latenz kleiner Nachrichten wird vom Aufwecken bestimmt, das auf einer virtuellen Maschine mehrere µs kostet (auf einem ausgelasteten Host weit mehr), solange die Kerne nicht wach gehalten werden (--keep-awake, „Kerne wach halten“).',
    'Latency, 4 B .. 1 MiB':
        'Latenz, 4 B .. 1 MiB',
    'Latency, eventfd 4 B .. 7 B (the wake-up alone)':
        'Latenz, eventfd 4 B .. 7 B (allein das Aufwecken)',
    'Latency, UDP 4 B .. 32 KiB':
        'Latenz, UDP 4 B .. 32 KiB',
    'Latency, message queues 4 B .. 8 KiB':
        'Latenz, Nachrichtenwarteschlangen 4 B .. 8 KiB',
    'Throughput, 4 B .. 2 KiB (10,000 chunks)':
        'Durchsatz, 4 B .. 2 KiB (10\xa0000 Blöcke)',
    'Throughput, 4 KiB .. 1 MiB (16 MiB per repetition)':
        'Durchsatz, 4 KiB .. 1 MiB (16 MiB pro Wiederholung)',
    'Throughput, UDP 4 B .. 32 KiB (10,000 datagrams)':
        'Durchsatz, UDP 4 B .. 32 KiB (10\xa0000 Datagramme)',
    'Throughput, message queues 4 B .. 8 KiB (10,000 messages)':
        'Durchsatz, Nachrichtenwarteschlangen 4 B .. 8 KiB (10\xa0000 Nachrichten)',
    'Quick tour: every mechanism at 64 B':
        'Schnelltour: alle Mechanismen bei 64 B',
    'One-way latency of a 64-byte message through every mechanism that can echo one (threads, shared memory, kernel objects, network), 2,000 round trips after 200 warm-up ones, 3 repetitions each. Finishes in well under 30 seconds.':
        'Einweg-Latenz einer 64-Byte-Nachricht durch jeden Mechanismus, der eine Nachricht zurücksenden kann (Threads, gemeinsamer Speicher, Kernel-Objekte, Netzwerk), 2000 Umläufe nach 200 zum Aufwärmen, je 3 Wiederholungen. Fertig in deutlich unter 30 Sekunden.',
    'A first look, not a verdict: 3 repetitions give a wide interval. Spinning mechanisms (thread.spin, shm.spin, shm.ring) are fastest when each party has a core of its own and burn a core while waiting (see cpu/msg); on a busy 2-vCPU machine they can be slower than blocking ones. Every blocking hand-off on a virtual machine pays for waking an idle vCPU: compare with --keep-awake or the same-core placement before ranking. Mechanisms this OS lacks are left out, with the reason.':
        'Ein erster Blick, kein Urteil: 3 Wiederholungen ergeben ein breites Intervall. Aktiv wartende Mechanismen (thread.spin, shm.spin, shm.ring) sind am schnellsten, wenn jede Seite einen eigenen Kern hat, und belegen beim Warten einen Kern (siehe CPU/Nachr. bzw. cpu/msg); auf einem ausgelasteten Rechner mit 2 vCPUs können sie langsamer sein als blockierende. Jede blockierende Übergabe auf einer virtuellen Maschine bezahlt das Aufwecken einer ruhenden vCPU: Vor einer Rangfolge mit --keep-awake („Kerne wach halten“) oder der Platzierung „Gleicher Kern“ vergleichen. Mechanismen, die diesem Betriebssystem fehlen, werden mit Begründung ausgelassen.',
    '64 B ping-pong through every mechanism':
        '64 B Ping-Pong durch alle Mechanismen',
    'Report 000: threads (mutex) vs UDP sendto':
        'Bericht 000: Threads (Mutex) vs. UDP sendto',
    'Zheng Xu, "Comparative Performance Analysis of Intra-process and Inter-process Communication Overheads" (coursework Task 5, November 2025; C++11, Windows, Winsock2) compared a relay-race simulation\'s two designs: a thread that takes a std::mutex, writes a 21-byte string to a global variable and unlocks, against sendto() of the same 21 bytes to 127.0.0.1. 10,000 iterations each, total time from high_resolution_clock divided by 10,000: threads 139 µs in total = 0.0139 µs per message, UDP 27,178 µs = 2.7178 µs, "195.5x slower". One total per method, no repetitions or spread. WebSockets were only discussed, not measured.':
        'Zheng Xu, „Comparative Performance Analysis of Intra-process and Inter-process Communication Overheads“ (Studienarbeit Task 5, November 2025; C++11, Windows, Winsock2) verglich die beiden Entwürfe einer Staffellauf-Simulation: ein Thread, der einen std::mutex nimmt, eine 21-Byte-Zeichenkette in eine globale Variable schreibt und freigibt, gegen sendto() derselben 21 Byte an 127.0.0.1. Je 10\xa0000 Iterationen, Gesamtzeit aus high_resolution_clock geteilt durch 10\xa0000: Threads insgesamt 139 µs = 0,0139 µs pro Nachricht, UDP 27\xa0178 µs = 2,7178 µs, „195.5x slower“. Eine Gesamtzeit je Methode, keine Wiederholungen, keine Streuung. WebSockets wurden nur diskutiert, nicht gemessen.',
    "Neither figure is communication. The thread test is one thread locking and writing with nobody reading (an uncontended lock: a few ns of atomic instructions); the UDP test times only the sendto() calls: the report does not say whether anything received the datagrams, and no receipt is timed (one system call each, no receiver woken). Step 1 runs exactly that method (report000.* variants, labelled as not communication; nobody receives); step 2 measures real hand-offs: a second party receives and echoes every message, one-way = round trip / 2, over 7 repetitions with a 95% interval (the report gives one total per method and no spread). Both of the report's figures are means (total / 10,000) and are compared with the mean of ours. Expect the real mutex hand-off to cost microseconds (the other thread must be woken), not 14 ns, so the '195x' shrinks to a few times. We also measure the WebSocket the report only discussed. Their figures come from Windows; this machine may run another OS, and on a virtual machine each wake-up of an idle vCPU adds several µs, far more on a busy host (try Keep cores awake or Placement: Same core; CLI: ipclab-cli run --keep-awake, --placement same-core).":
        'Keine der beiden Zahlen ist Kommunikation. Der Thread-Test ist ein Thread, der sperrt und schreibt, ohne dass jemand liest (eine unumkämpfte Sperre: einige ns atomarer Befehle); der UDP-Test misst nur die sendto()-Aufrufe: Der Bericht sagt nicht, ob etwas die Datagramme empfing, und kein Empfang wird gemessen (je ein Systemaufruf, kein Empfänger wird geweckt). Schritt 1 führt genau diese Methode aus (report000.*-Varianten, als keine Kommunikation gekennzeichnet; niemand empfängt); Schritt 2 misst echte Übergaben: Eine zweite Seite empfängt jede Nachricht und sendet sie zurück, Einweg = Umlauf / 2, über 7 Wiederholungen mit 95-%-Intervall (der Bericht nennt eine Gesamtzeit je Methode und keine Streuung). Beide Zahlen des Berichts sind Mittelwerte (Gesamtzeit / 10\xa0000) und werden mit unserem Mittelwert verglichen. Zu erwarten: Die echte Übergabe per Mutex kostet Mikrosekunden (der andere Thread muss geweckt werden), nicht 14 ns, daher schrumpft das „195x“ auf wenige Male. Wir messen auch den WebSocket, den der Bericht nur diskutierte. Ihre Zahlen stammen von Windows; dieser Rechner läuft womöglich unter einem anderen Betriebssystem, und auf einer virtuellen Maschine fügt jedes Aufwecken einer ruhenden vCPU mehrere µs hinzu, auf einem ausgelasteten Host weit mehr („Kerne wach halten“ oder Platzierung: „Gleicher Kern“ ausprobieren; CLI: ipclab-cli run --keep-awake, --placement same-core).',
    "The report's method: lock/write/unlock and sendto, nobody receives":
        'Methode des Berichts: Sperren/Schreiben/Freigeben und sendto, niemand empfängt',
    'Real communication: echoed hand-offs':
        'Echte Kommunikation: Übergaben mit Echo',
    'Report 000: threads, lock/write/unlock (Windows PC)':
        'Bericht 000: Threads, Sperren/Schreiben/Freigeben (Windows-PC)',
    'Windows PC (CPU not stated), C++11':
        'Windows-PC (CPU nicht angegeben), C++11',
    'Table 1: 139 µs in total for 10,000 iterations = 0.0139 µs per message (a mean), in ns':
        'Tabelle 1: insgesamt 139 µs für 10\xa0000 Iterationen = 0,0139 µs pro Nachricht (ein Mittelwert), in ns',
    'Report 000: UDP sendto to 127.0.0.1 (Windows PC)':
        'Bericht 000: UDP sendto an 127.0.0.1 (Windows-PC)',
    'Windows PC (CPU not stated), Winsock2':
        'Windows-PC (CPU nicht angegeben), Winsock2',
    'Table 1: 27,178 µs in total for 10,000 iterations = 2.7178 µs per message (a mean), in ns':
        'Tabelle 1: insgesamt 27\xa0178 µs für 10\xa0000 Iterationen = 2,7178 µs pro Nachricht (ein Mittelwert), in ns',
    'Report 001: threads vs UDP vs WebSockets (Python)':
        'Bericht 001: Threads vs. UDP vs. WebSockets (Python)',
    '"Task 5: Comparison of Thread vs. UDP Communication Overheads" (coursework, author and year not given) timed 10,000 operations with a 64-byte payload in Python 3.12 for three models: a shared variable protected by a threading Lock, UDP datagrams to 127.0.0.1, and WebSockets over TCP. Total / 10,000: threads 0.1695 s = 16.95 µs, UDP 0.3245 s = 32.45 µs, WebSockets 0.8350 s = 83.50 µs per operation. A C++ test on the same hardware gave threads 0.0434 µs and UDP 4.9936 µs ("~115x"). The hardware is not named.':
        '„Task 5: Comparison of Thread vs. UDP Communication Overheads“ (Studienarbeit, Verfasser und Jahr nicht angegeben) maß in Python 3.12 je 10\xa0000 Operationen mit 64 Byte Nutzlast für drei Modelle: eine gemeinsame Variable, geschützt durch einen threading-Lock, UDP-Datagramme an 127.0.0.1 und WebSockets über TCP. Gesamtzeit / 10\xa0000: Threads 0,1695 s = 16,95 µs, UDP 0,3245 s = 32,45 µs, WebSockets 0,8350 s = 83,50 µs pro Operation. Ein C++-Test auf derselben Hardware ergab Threads 0,0434 µs und UDP 4,9936 µs („~115x“). Die Hardware wird nicht genannt.',
    "The report does not say what one operation was: whether anybody received or answered each message, or what the C++ test did. The Python figures measure the interpreter (bytecode dispatch, the GIL, object allocation) more than the mechanisms: 17 µs is far more than taking and releasing an uncontended threading.Lock costs in CPython (a fraction of a µs), so something more, a thread hand-off or a set-up, is in each figure. IPC Lab compares them with its one-way latency (round trip / 2) of a real exchange, mean against mean (the report's figures are totals / 10,000); that pairing is our reading, not the report's. The C++ test's 0.0434 µs is in the range of an uncontended lock with nobody reading (report 000 found 0.0139 µs that way), not of a hand-off between threads, so it is drawn beside that method (step 2). IPC Lab measures in C++ with a second party that receives and echoes every message, 7 repetitions with a 95% interval. Expect WebSockets to cost a little more than plain TCP (framing, masking), not 5x a lock, and expect every blocking hand-off on a virtual machine to pay several µs for waking an idle vCPU (try Keep cores awake; CLI: ipclab-cli run --keep-awake).":
        'Der Bericht sagt nicht, was eine Operation war: ob jemand jede Nachricht empfing oder beantwortete, noch was der C++-Test tat. Die Python-Zahlen messen eher den Interpreter (Bytecode-Dispatch, den GIL, Objekterzeugung) als die Mechanismen: 17 µs sind weit mehr, als Nehmen und Freigeben eines unumkämpften threading.Lock in CPython kostet (ein Bruchteil einer µs), also steckt in jeder Zahl noch etwas anderes, eine Übergabe zwischen Threads oder eine Einrichtung. IPC Lab vergleicht sie mit seiner Einweg-Latenz (Umlauf / 2) eines echten Austauschs, Mittelwert gegen Mittelwert (die Zahlen des Berichts sind Gesamtzeiten / 10\xa0000); diese Zuordnung ist unsere Lesart, nicht die des Berichts. Die 0,0434 µs des C++-Tests liegen im Bereich einer unumkämpften Sperre ohne Leser (Bericht 000 fand so 0,0139 µs), nicht einer Übergabe zwischen Threads, daher werden sie neben dieser Methode gezeichnet (Schritt 2). IPC Lab misst in C++ mit einer zweiten Seite, die jede Nachricht empfängt und zurücksendet, 7 Wiederholungen mit 95-%-Intervall. Zu erwarten: WebSockets kosten etwas mehr als reines TCP (Framing, Maskierung), nicht das 5-Fache einer Sperre, und jede blockierende Übergabe auf einer virtuellen Maschine bezahlt mehrere µs für das Aufwecken einer ruhenden vCPU („Kerne wach halten“ ausprobieren; CLI: ipclab-cli run --keep-awake).',
    'Real communication at 64 B: lock hand-off, UDP, WebSocket':
        'Echte Kommunikation bei 64 B: Übergabe per Sperre, UDP, WebSocket',
    "The C++ cross-check's method: nobody receives":
        'Methode der C++-Gegenprobe: niemand empfängt',
    'Report 001: Python threads + Lock (lab PC)':
        'Bericht 001: Python-Threads + Lock (Labor-PC)',
    'lab PC (not stated), Python 3.12':
        'Labor-PC (nicht angegeben), Python 3.12',
    'Data table: 0.1695 s for 10,000 operations = 16.95 µs per operation (a mean), in ns':
        'Datentabelle: 0,1695 s für 10\xa0000 Operationen = 16,95 µs pro Operation (ein Mittelwert), in ns',
    'Report 001: Python UDP (lab PC)':
        'Bericht 001: Python-UDP (Labor-PC)',
    'Data table: 0.3245 s for 10,000 operations = 32.45 µs per operation (a mean), in ns':
        'Datentabelle: 0,3245 s für 10\xa0000 Operationen = 32,45 µs pro Operation (ein Mittelwert), in ns',
    'Report 001: Python WebSockets (lab PC)':
        'Bericht 001: Python-WebSockets (Labor-PC)',
    'Data table: 0.8350 s for 10,000 operations = 83.50 µs per operation (a mean), in ns':
        'Datentabelle: 0,8350 s für 10\xa0000 Operationen = 83,50 µs pro Operation (ein Mittelwert), in ns',
    'Report 001: C++ threads (lab PC)':
        'Bericht 001: C++-Threads (Labor-PC)',
    'lab PC (not stated), C++':
        'Labor-PC (nicht angegeben), C++',
    'Note on execution environment: 0.0434 µs (its method is not described; read as a mean like the Python figures), in ns':
        'Hinweis zur Ausführungsumgebung: 0,0434 µs (die Methode wird nicht beschrieben; wie die Python-Zahlen als Mittelwert gelesen), in ns',
    'Report 001: C++ UDP (lab PC)':
        'Bericht 001: C++-UDP (Labor-PC)',
    'Note on execution environment: 4.9936 µs (its method is not described; read as a mean like the Python figures), in ns':
        'Hinweis zur Ausführungsumgebung: 4,9936 µs (die Methode wird nicht beschrieben; wie die Python-Zahlen als Mittelwert gelesen), in ns',
    'Report 002: message queues vs shared memory vs pipes (bulk transfer)':
        'Bericht 002: Nachrichtenwarteschlangen vs. gemeinsamer Speicher vs. Pipes (Massenübertragung)',
    '"IPC performance", a homework by NikitaDzer (github.com/NikitaDzer/ipc, the repository the report tells to clone; 2022 or later: Linux 6.0.6), moved files of 256, 1024 and 4096 "mb" from one process to another through System V messages, shared memory and a pipe, in chunks of 1, 2 and 4 pages (getpagesize(): 4 KiB), and timed each whole program with `time`, 5 runs per combination, one figure printed per combination. With 1024 mb: messages 5.0 / 3.0 s, shared memory 4.0 / 2.1 / 1.2 s, pipe 0.30 / 0.28 / 0.27 s; messages have no 4-page figure (\'-\'). AMD Ryzen 5 4600H, Arch Linux 6.0.6.':
        '„IPC performance“, eine Hausaufgabe von NikitaDzer (github.com/NikitaDzer/ipc, das Repository, das der Bericht zu klonen sagt; 2022 oder später: Linux 6.0.6), übertrug Dateien von 256, 1024 und 4096 „mb“ von einem Prozess zum anderen über System-V-Nachrichten, gemeinsamen Speicher und eine Pipe, in Blöcken von 1, 2 und 4 Seiten (getpagesize(): 4 KiB), und maß jedes ganze Programm mit `time`, 5 Läufe pro Kombination, eine Zahl pro Kombination gedruckt. Bei 1024 mb: Nachrichten 5,0 / 3,0 s, gemeinsamer Speicher 4,0 / 2,1 / 1,2 s, Pipe 0,30 / 0,28 / 0,27 s; für Nachrichten gibt es keine Zahl bei 4 Seiten („-“). AMD Ryzen 5 4600H, Arch Linux 6.0.6.',
    "`time` measures whole processes: start-up, reading the input file and the transfer together. The report's own code shows more. Its shared-memory and message tests are stop-and-wait: the producer read()s a chunk from the file (straight into the shared memory), posts a named semaphore and waits for the consumer's semaphore before the next chunk, and the shared-memory consumer never reads the data; the pipe test streams, write() after write() with no acknowledgement. So the pipe's tenfold lead is streaming against two wake-ups per chunk, not pipe against shared memory. IPC Lab times the transfer alone (first chunk sent to last chunk acknowledged, warm-up chunks untimed), 5 repetitions with a 95% interval; the wall time from starting the peer to reaping it is kept apart (wall_ns_with_startup in the JSON). shm.semaphore streams stop-and-wait through one slot too (its receiver does copy the data out); mq.sysv streams without the report's per-chunk acknowledgement, so expect it far ahead of the report's messages; report002.mq-ack, beside it, sends them as the report's code did, each chunk acknowledged before the next. Three things the report leaves open: it says chunks of 1, 2 and 4 pages, but its run.sh passes 1, 2 and 3, so the last column may be 3 pages (12 KiB); it does not say how it combined its 5 runs (compared here as a mean with the mean of ours); and 'mb' may be 10^6 or 2^20 bytes (IPC Lab moves MiB). The default step moves 256 MiB so that a class demo finishes; the 1 GiB and 4 GiB steps are optional: choose one under Step and run it (CLI: ipclab-cli preset report-002 --step N). run.sh never tries messages of more than 2 pages, and Linux's default msgmax (8 KiB) would refuse them: the report's '-'. On a virtual machine every blocking hand-off may wake an idle vCPU; try Keep cores awake (CLI: ipclab-cli run --keep-awake). shm.ring spins by default, so each party needs a core of its own: on a busy 2-vCPU machine it can fall far behind the blocking mechanisms (Wait: Block shows it blocking; CLI: ipclab-cli run --wait block).":
        '`time` misst ganze Prozesse: Start, Lesen der Eingabedatei und die Übertragung zusammen. Der eigene Code des Berichts zeigt mehr. Seine Tests für gemeinsamen Speicher und Nachrichten arbeiten im Stop-and-Wait: Der Erzeuger liest mit read() einen Block aus der Datei (direkt in den gemeinsamen Speicher), erhöht ein benanntes Semaphor und wartet vor dem nächsten Block auf das Semaphor des Verbrauchers, und der Verbraucher des gemeinsamen Speichers liest die Daten nie; der Pipe-Test streamt, write() nach write() ohne Bestätigung. Der zehnfache Vorsprung der Pipe ist also Streamen gegen zwei Weckvorgänge pro Block, nicht Pipe gegen gemeinsamen Speicher. IPC Lab misst nur die Übertragung (vom ersten gesendeten bis zum letzten bestätigten Block, Aufwärmblöcke ungemessen), 5 Wiederholungen mit 95-%-Intervall; die Wandzeit vom Start der Gegenstelle bis zu ihrem Ende wird getrennt geführt (wall_ns_with_startup im JSON). shm.semaphore streamt ebenfalls im Stop-and-Wait durch einen Platz (sein Empfänger kopiert die Daten allerdings heraus); mq.sysv streamt ohne die Bestätigung pro Block des Berichts, daher ist es weit vor den Nachrichten des Berichts zu erwarten; report002.mq-ack daneben sendet sie, wie es der Code des Berichts tat, jeden Block bestätigt vor dem nächsten. Drei Dinge lässt der Bericht offen: Er nennt Blöcke von 1, 2 und 4 Seiten, aber sein run.sh übergibt 1, 2 und 3, die letzte Spalte könnte also 3 Seiten (12 KiB) sein; er sagt nicht, wie er seine 5 Läufe zusammenfasste (hier als Mittelwert mit unserem Mittelwert verglichen); und „mb“ kann 10^6 oder 2^20 Byte sein (IPC Lab überträgt MiB). Der Standardschritt überträgt 256 MiB, damit eine Vorführung im Unterricht fertig wird; die Schritte mit 1 GiB und 4 GiB sind optional: unter „Schritt“ wählen und starten (CLI: ipclab-cli preset report-002 --step N). run.sh versucht nie Nachrichten von mehr als 2 Seiten, und Linux’ Standardwert msgmax (8 KiB) würde sie ablehnen: das „-“ des Berichts. Auf einer virtuellen Maschine kann jede blockierende Übergabe eine ruhende vCPU wecken; „Kerne wach halten“ ausprobieren (CLI: ipclab-cli run --keep-awake). shm.ring wartet standardmäßig aktiv, also braucht jede Seite einen eigenen Kern: Auf einem ausgelasteten Rechner mit 2 vCPUs kann es weit hinter die blockierenden Mechanismen zurückfallen (Warten: „Blockieren“ zeigt es blockierend; CLI: ipclab-cli run --wait block).',
    '256 MiB through pipe and shared memory, chunks of 1, 2, 4 pages':
        '256 MiB über Pipe und gemeinsamen Speicher, Blöcke von 1, 2, 4 Seiten',
    '256 MiB through System V messages, chunks of 1, 2 pages':
        '256 MiB über System-V-Nachrichten, Blöcke von 1, 2 Seiten',
    '1 GiB through pipe and shared memory (optional)':
        '1 GiB über Pipe und gemeinsamen Speicher (optional)',
    '1 GiB through System V messages (optional)':
        '1 GiB über System-V-Nachrichten (optional)',
    '4 GiB through pipe and shared memory (optional, long)':
        '4 GiB über Pipe und gemeinsamen Speicher (optional, lang)',
    '4 GiB through System V messages (optional, long)':
        '4 GiB über System-V-Nachrichten (optional, lang)',
    'Report 002: messages, 256 MiB (Ryzen 5 4600H)':
        'Bericht 002: Nachrichten, 256 MiB (Ryzen 5 4600H)',
    'AMD Ryzen 5 4600H, Arch Linux (kernel 6.0.6)':
        'AMD Ryzen 5 4600H, Arch Linux (Kernel 6.0.6)',
    "Results, first table (256 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1 and 2 pages of 4 KiB; 4 pages: '-', never run":
        'Ergebnisse, erste Tabelle (256 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1 und 2 Seiten zu 4 KiB; 4 Seiten: „-“, nie ausgeführt',
    'Report 002: shared memory, 256 MiB (Ryzen 5 4600H)':
        'Bericht 002: gemeinsamer Speicher, 256 MiB (Ryzen 5 4600H)',
    "Results, first table (256 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1, 2 and '4' pages of 4 KiB (its run.sh passes 3)":
        'Ergebnisse, erste Tabelle (256 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1, 2 und „4“ Seiten zu 4 KiB (sein run.sh übergibt 3)',
    'Report 002: pipe, 256 MiB (Ryzen 5 4600H)':
        'Bericht 002: Pipe, 256 MiB (Ryzen 5 4600H)',
    'Report 002: messages, 1 GiB (Ryzen 5 4600H)':
        'Bericht 002: Nachrichten, 1 GiB (Ryzen 5 4600H)',
    "Results, second table (1024 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1 and 2 pages of 4 KiB; 4 pages: '-', never run":
        'Ergebnisse, zweite Tabelle (1024 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1 und 2 Seiten zu 4 KiB; 4 Seiten: „-“, nie ausgeführt',
    'Report 002: shared memory, 1 GiB (Ryzen 5 4600H)':
        'Bericht 002: gemeinsamer Speicher, 1 GiB (Ryzen 5 4600H)',
    "Results, second table (1024 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1, 2 and '4' pages of 4 KiB (its run.sh passes 3)":
        'Ergebnisse, zweite Tabelle (1024 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1, 2 und „4“ Seiten zu 4 KiB (sein run.sh übergibt 3)',
    'Report 002: pipe, 1 GiB (Ryzen 5 4600H)':
        'Bericht 002: Pipe, 1 GiB (Ryzen 5 4600H)',
    'Report 002: messages, 4 GiB (Ryzen 5 4600H)':
        'Bericht 002: Nachrichten, 4 GiB (Ryzen 5 4600H)',
    "Results, third table (4096 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1 and 2 pages of 4 KiB; 4 pages: '-', never run":
        'Ergebnisse, dritte Tabelle (4096 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1 und 2 Seiten zu 4 KiB; 4 Seiten: „-“, nie ausgeführt',
    'Report 002: shared memory, 4 GiB (Ryzen 5 4600H)':
        'Bericht 002: gemeinsamer Speicher, 4 GiB (Ryzen 5 4600H)',
    "Results, third table (4096 mb): seconds of `time` for the whole program (one figure from 5 runs, statistic not stated), chunks of 1, 2 and '4' pages of 4 KiB (its run.sh passes 3)":
        'Ergebnisse, dritte Tabelle (4096 mb): Sekunden von `time` für das ganze Programm (eine Zahl aus 5 Läufen, Kennzahl nicht angegeben), Blöcke von 1, 2 und „4“ Seiten zu 4 KiB (sein run.sh übergibt 3)',
    'Report 002: pipe, 4 GiB (Ryzen 5 4600H)':
        'Bericht 002: Pipe, 4 GiB (Ryzen 5 4600H)',
    'Report 003: spin locks, semaphores and ZeroMQ (German)':
        'Bericht 003: Spinlocks, Semaphore und ZeroMQ (deutschsprachig)',
    'Narek Grigoryan, "Bericht zur Latenzen verschiedener IPC-Mechanismen" (operating-systems exercise 2, German; C on macOS, year not given): two threads, then two processes through shared memory, each take and release a C11 atomic_flag spin lock one million times (macOS has no pthread_spinlock_t); two threads do the same with a named POSIX semaphore (sem_open, initial value 1); ZeroMQ PAIR sockets echo messages over inproc:// (threads), ipc:// (processes) and tcp:// between two Docker containers. 7 runs each, mean with a 95% interval (the method names z = 1.96). Summary table: spin lock 37.64 ns, spin lock in shared memory 41.4 ns, semaphore 3217.3 ns per operation per thread; ZeroMQ inproc 22.5 µs, ipc 49.42 µs, tcp between containers 113.98 µs per send + echoed receive. Its sections give inproc 24.01 µs and ipc 49.50 µs.':
        'Narek Grigoryan, „Bericht zur Latenzen verschiedener IPC-Mechanismen“ (Betriebssysteme, Übung 2, auf Deutsch; C unter macOS, Jahr nicht angegeben): Zwei Threads, dann zwei Prozesse über gemeinsamen Speicher nehmen und geben je eine Million Mal einen Spinlock aus einem C11-atomic_flag frei (macOS hat kein pthread_spinlock_t); zwei Threads tun dasselbe mit einem benannten POSIX-Semaphor (sem_open, Startwert 1); ZeroMQ-PAIR-Sockets senden Nachrichten zurück über inproc:// (Threads), ipc:// (Prozesse) und tcp:// zwischen zwei Docker-Containern. Je 7 Läufe, Mittelwert mit 95-%-Intervall (die Methodik nennt z = 1,96). Zusammenfassungstabelle: Spinlock 37,64 ns, Spinlock im gemeinsamen Speicher 41,4 ns, Semaphor 3217,3 ns pro Operation und Thread; ZeroMQ inproc 22,5 µs, ipc 49,42 µs, tcp zwischen Containern 113,98 µs pro Senden + Empfang der Antwort. Seine Abschnitte nennen inproc 24,01 µs und ipc 49,50 µs.',
    "The report names z = 1.96 with n = 7, but not all its intervals are z intervals. The ZeroMQ ipc and Docker intervals are Student-t ones over the 7 runs (t = 2.447 with 6 degrees of freedom; IPC Lab itself uses neither z nor t, but a distribution-free interval of the median), and the summary table's intervals for the shared-memory spin lock and the semaphore are Student-t over 14 values: the two threads (or processes) of each of the 7 runs pooled as if independent. That is the flaw: the two parties of one run contend for the same lock at the same time, so there are 7 independent values, not 14, and the pooled interval is about 40% narrower than the 7 runs allow (semaphore: [3200.9, 3233.7] ns published, [3189.9, 3244.7] ns from the 7 runs). Only the per-thread intervals of the lock sections have z widths (about 20% too narrow), and their centres do not follow from the runs printed. The summary table and the sections also disagree: ZeroMQ inproc 22.5 µs in the table (with the spin lock row's ±1.59) against 24.01 µs in its section; IPC Lab draws the section figures, which the printed runs reproduce. The lock figures are each thread's own time / its own million lock + unlock while the other thread runs at the same time; IPC Lab divides the whole span by both parties' operations, so their figures are drawn halved (assuming both threads ran over the same span, as their nearly equal per-thread times suggest). The ZeroMQ figures time a send plus the echoed receive, a round trip: drawn halved to one-way; message size and count are not stated (we use 64 B, 10,000 messages). Every figure is a mean and is compared with the mean of ours. Their semaphore is not Linux's: on macOS a sem_open semaphore lives in the kernel and every sem_wait and sem_post is a system call; here thread.semaphore stays in user space while a token is free. Docker on macOS runs containers inside a Linux virtual machine; Docker is not used here: zmq.tcp runs over loopback on one machine (across two hosts, see the remote peer). thread.native-spin adds the pthread spin lock macOS lacked. On a 2-vCPU virtual machine a spinning party may be descheduled while it holds the lock, so spin figures can be far worse and noisier than on a laptop, and the semaphore's cost is dominated by waking a sleeping vCPU.":
        'Der Bericht nennt z = 1,96 bei n = 7, aber nicht alle seine Intervalle sind z-Intervalle. Die Intervalle für ZeroMQ ipc und Docker sind Student-t-Intervalle über die 7 Läufe (t = 2,447 bei 6 Freiheitsgraden; IPC Lab selbst verwendet weder z noch t, sondern ein verteilungsfreies Intervall des Medians), und die Intervalle der Zusammenfassungstabelle für den Spinlock im gemeinsamen Speicher und das Semaphor sind Student-t über 14 Werte: die beiden Threads (bzw. Prozesse) jedes der 7 Läufe zusammengelegt, als wären sie unabhängig. Das ist der Fehler: Die beiden Seiten eines Laufs konkurrieren zur selben Zeit um dieselbe Sperre, also gibt es 7 unabhängige Werte, nicht 14, und das zusammengelegte Intervall ist etwa 40 % schmaler, als die 7 Läufe erlauben (Semaphor: [3200,9, 3233,7] ns veröffentlicht, [3189,9, 3244,7] ns aus den 7 Läufen). Nur die Intervalle pro Thread in den Abschnitten zu den Sperren haben z-Breiten (etwa 20 % zu schmal), und ihre Mitten folgen nicht aus den gedruckten Läufen. Auch Zusammenfassungstabelle und Abschnitte widersprechen sich: ZeroMQ inproc 22,5 µs in der Tabelle (mit dem ±1,59 der Spinlock-Zeile) gegen 24,01 µs in seinem Abschnitt; IPC Lab zeichnet die Zahlen der Abschnitte, die sich aus den gedruckten Läufen ergeben. Die Sperrzahlen sind die eigene Zeit jedes Threads / seine eigene Million Sperren + Freigeben, während der andere Thread gleichzeitig läuft; IPC Lab teilt die ganze Zeitspanne durch die Operationen beider Seiten, daher werden ihre Zahlen halbiert gezeichnet (unter der Annahme, dass beide Threads über dieselbe Spanne liefen, wie ihre fast gleichen Zeiten pro Thread nahelegen). Die ZeroMQ-Zahlen messen ein Senden plus den Empfang der Antwort, einen Umlauf: halbiert auf Einweg gezeichnet; Nachrichtengröße und -anzahl werden nicht genannt (wir verwenden 64 B, 10\xa0000 Nachrichten). Jede Zahl ist ein Mittelwert und wird mit unserem Mittelwert verglichen. Ihr Semaphor ist nicht das von Linux: Unter macOS liegt ein sem_open-Semaphor im Kernel, und jedes sem_wait und sem_post ist ein Systemaufruf; hier bleibt thread.semaphore im User-Space, solange ein Token frei ist. Docker unter macOS führt Container in einer virtuellen Linux-Maschine aus; hier wird Docker nicht verwendet: zmq.tcp läuft über Loopback auf einem Rechner (über zwei Rechner hinweg siehe die entfernte Gegenstelle). thread.native-spin ergänzt den pthread-Spinlock, der macOS fehlte. Auf einer virtuellen Maschine mit 2 vCPUs kann eine aktiv wartende Seite verdrängt werden, während sie die Sperre hält, daher können Spinlock-Zahlen weit schlechter und unruhiger sein als auf einem Laptop, und die Kosten des Semaphors werden vom Aufwecken einer schlafenden vCPU bestimmt.',
    'Spin locks, threads and processes (Aufgabe 1)':
        'Spinlocks, Threads und Prozesse (Aufgabe 1)',
    'Semaphore, two threads (Aufgabe 2)':
        'Semaphor, zwei Threads (Aufgabe 2)',
    'ZeroMQ inproc, ipc, tcp (Aufgaben 3 and 4)':
        'ZeroMQ inproc, ipc, tcp (Aufgaben 3 und 4)',
    'Report 003: spin lock, threads (MacBook Pro)':
        'Bericht 003: Spinlock, Threads (MacBook Pro)',
    'MacBook Pro, macOS (Apple silicon: Homebrew in /opt/homebrew; CPU not stated)':
        'MacBook Pro, macOS (Apple Silicon: Homebrew in /opt/homebrew; CPU nicht angegeben)',
    "Summary table: mean 37.64 ns per lock + unlock per thread over 7 runs x 2 threads (CI 36.05..39.23 ns; the printed runs average 37.70 ns), halved to IPC Lab's ns per operation over both threads":
        'Zusammenfassungstabelle: Mittelwert 37,64 ns pro Sperren + Freigeben je Thread über 7 Läufe x 2 Threads (KI 36,05..39,23 ns; die gedruckten Läufe ergeben im Mittel 37,70 ns), halbiert auf IPC Labs ns pro Operation über beide Threads',
    'Report 003: spin lock in shared memory, processes (MacBook Pro)':
        'Bericht 003: Spinlock im gemeinsamen Speicher, Prozesse (MacBook Pro)',
    "Summary table: mean 41.4 ns per lock + unlock per process over 7 runs x 2 processes (CI 39.3..43.6 ns: Student-t over the 14 values pooled), halved to IPC Lab's ns per operation over both processes":
        'Zusammenfassungstabelle: Mittelwert 41,4 ns pro Sperren + Freigeben je Prozess über 7 Läufe x 2 Prozesse (KI 39,3..43,6 ns: Student-t über die 14 zusammengelegten Werte), halbiert auf IPC Labs ns pro Operation über beide Prozesse',
    'Report 003: semaphore, threads (MacBook Pro)':
        'Bericht 003: Semaphor, Threads (MacBook Pro)',
    "Summary table: mean 3217.3 ns per sem_wait + sem_post per thread over 7 runs x 2 threads (CI 3200.9..3233.7 ns: Student-t over the 14 values pooled), halved to IPC Lab's ns per operation over both threads":
        'Zusammenfassungstabelle: Mittelwert 3217,3 ns pro sem_wait + sem_post je Thread über 7 Läufe x 2 Threads (KI 3200,9..3233,7 ns: Student-t über die 14 zusammengelegten Werte), halbiert auf IPC Labs ns pro Operation über beide Threads',
    'Report 003: ZeroMQ inproc (MacBook Pro)':
        'Bericht 003: ZeroMQ inproc (MacBook Pro)',
    "Aufgabe 3, Szenario 1: mean 24.01 µs per send + echoed receive over 7 runs (CI 23.49..24.53 µs; the printed runs average 23.98 µs; the summary table's 22,500 ns matches neither), halved to one-way":
        'Aufgabe 3, Szenario 1: Mittelwert 24,01 µs pro Senden + Empfang der Antwort über 7 Läufe (KI 23,49..24,53 µs; die gedruckten Läufe ergeben im Mittel 23,98 µs; die 22\xa0500 ns der Zusammenfassungstabelle passen zu keinem von beiden), halbiert auf Einweg',
    'Report 003: ZeroMQ ipc (MacBook Pro)':
        'Bericht 003: ZeroMQ ipc (MacBook Pro)',
    'Aufgabe 3, Szenario 2: mean 49.50 µs per send + echoed receive over 7 runs (CI 48.84..50.16 µs, Student-t; the summary table says 49,420 ns), halved to one-way':
        'Aufgabe 3, Szenario 2: Mittelwert 49,50 µs pro Senden + Empfang der Antwort über 7 Läufe (KI 48,84..50,16 µs, Student-t; die Zusammenfassungstabelle nennt 49\xa0420 ns), halbiert auf Einweg',
    'Report 003: ZeroMQ tcp between Docker containers (MacBook Pro)':
        'Bericht 003: ZeroMQ tcp zwischen Docker-Containern (MacBook Pro)',
    'MacBook Pro, macOS (Apple silicon: Homebrew in /opt/homebrew; CPU not stated), Docker bridge network':
        'MacBook Pro, macOS (Apple Silicon: Homebrew in /opt/homebrew; CPU nicht angegeben), Docker-Bridge-Netzwerk',
    'Aufgabe 4 and summary table: mean 113.98 µs per send + echoed receive between two containers over 7 runs (CI 110.11..117.85 µs, Student-t), halved to one-way':
        'Aufgabe 4 und Zusammenfassungstabelle: Mittelwert 113,98 µs pro Senden + Empfang der Antwort zwischen zwei Containern über 7 Läufe (KI 110,11..117,85 µs, Student-t), halbiert auf Einweg',
    'Report 004: pipes vs TCP vs shared memory':
        'Bericht 004: Pipes vs. TCP vs. gemeinsamer Speicher',
    'Adithya Bhat and Stephen Lee (University of Wisconsin-Madison), "Measurement of Interprocess Communication Mechanisms" (year not given; RHEL 6.7 dates it to 2015 or later), sent messages between two processes through Unix pipes, TCP sockets with TCP_NODELAY and a shared-memory bounded buffer (pthread mutex + condition variables), at sizes from 4 B to 512 KiB. Latency: a message sent and echoed back, 100 times per size, the minimum kept; timed with clock_gettime (Table I) and with RDTSC, the code pinned to one core (Table II). Table III, "throughput in bytes per second", equals size / the Table I round trip in every cell, although the text describes a saturated channel. Timer calibration: clock_gettime ~65 ns and RDTSC ~7 ns per call. Intel Core i5-4570, RHEL 6.7.':
        'Adithya Bhat und Stephen Lee (University of Wisconsin-Madison), „Measurement of Interprocess Communication Mechanisms“ (Jahr nicht angegeben; RHEL 6.7 datiert ihn auf 2015 oder später), schickten Nachrichten zwischen zwei Prozessen über Unix-Pipes, TCP-Sockets mit TCP_NODELAY und einen beschränkten Puffer im gemeinsamen Speicher (pthread-Mutex + Bedingungsvariablen), bei Größen von 4 B bis 512 KiB. Latenz: eine Nachricht gesendet und zurückgeschickt, 100-mal pro Größe, das Minimum behalten; gemessen mit clock_gettime (Tabelle I) und mit RDTSC, der Code an einen Kern gebunden (Tabelle II). Tabelle III, „Durchsatz in Byte pro Sekunde“, ist in jeder Zelle die Größe / der Umlauf aus Tabelle I, obwohl der Text einen gesättigten Kanal beschreibt. Kalibrierung der Zeitgeber: clock_gettime ~65 ns und RDTSC ~7 ns pro Aufruf. Intel Core i5-4570, RHEL 6.7.',
    "Their tables are minimum round trips: IPC Lab compares them with its own minimum, halved (one-way = round trip / 2), and shows the median, p99 and the histogram beside it, since a minimum of 100 hides everything but the luckiest case. Table II (RDTSC) does not agree with Table I as the report says: pipes are 19.7-37.9% lower at every size and sockets differ by up to 16%; the report pinned its RDTSC runs to one core, so Table II is drawn against step 2, both processes on one core. Table III is not a throughput measurement: every cell is the message size divided by the Table I round trip (4 B / 1382 ns = 2,894,356 B/s), one message over a round trip rather than a saturated channel; it is drawn beside IPC Lab's real stream, which shows what the channels can carry. The report does not describe its buffer beyond a mutex and condition variables; its data show a per-byte cost: the round trip grows by about 4.56 ns per byte, at the same slope from 64 B to 4 KiB as from 4 KiB to 512 KiB, with no step at any size, so it is not a cost per slot or per lock hand-off (a copy loop of several cycles per byte would fit). shm.condvar is IPC Lab's bounded buffer of that kind (mutex + conditions, 16 slots of 4 KiB); shm.ring is a lock-free ring whose large-message throughput is bounded by memory bandwidth and should beat every mechanism that copies through the kernel. On a virtual machine every blocking hand-off also pays for waking an idle vCPU (several µs, far more on a busy host); compare with Keep cores awake (CLI: ipclab-cli run --keep-awake) before ranking, and expect small-message latencies well above the 2013 desktop CPU's. shm.ring spins by default, so each party needs a core of its own: on a busy 2-vCPU machine it can fall far behind the blocking mechanisms (Wait: Block shows it blocking; CLI: ipclab-cli run --wait block).":
        'Ihre Tabellen sind minimale Umläufe: IPC Lab vergleicht sie mit seinem eigenen Minimum, halbiert (Einweg = Umlauf / 2), und zeigt daneben Median, p99 und das Histogramm, denn ein Minimum aus 100 verbirgt alles außer dem glücklichsten Fall. Tabelle II (RDTSC) stimmt nicht mit Tabelle I überein, wie der Bericht sagt: Pipes liegen bei jeder Größe 19,7–37,9 % tiefer, Sockets weichen um bis zu 16 % ab; der Bericht band seine RDTSC-Läufe an einen Kern, daher wird Tabelle II gegen Schritt 2 gezeichnet, beide Prozesse auf einem Kern. Tabelle III ist keine Durchsatzmessung: Jede Zelle ist die Nachrichtengröße geteilt durch den Umlauf aus Tabelle I (4 B / 1382 ns = 2\xa0894\xa0356 B/s), eine Nachricht über einen Umlauf statt eines gesättigten Kanals; sie wird neben IPC Labs echtem Strom gezeichnet, der zeigt, was die Kanäle tragen können. Der Bericht beschreibt seinen Puffer nicht über einen Mutex und Bedingungsvariablen hinaus; seine Daten zeigen Kosten pro Byte: Der Umlauf wächst um etwa 4,56 ns pro Byte, mit derselben Steigung von 64 B bis 4 KiB wie von 4 KiB bis 512 KiB und ohne Stufe bei irgendeiner Größe, also sind es keine Kosten pro Platz oder pro Übergabe der Sperre (eine Kopierschleife mit einigen Takten pro Byte würde passen). shm.condvar ist IPC Labs beschränkter Puffer dieser Art (Mutex + Bedingungen, 16 Plätze zu 4 KiB); shm.ring ist ein sperrfreier Ring, dessen Durchsatz bei großen Nachrichten von der Speicherbandbreite begrenzt wird und jeden Mechanismus schlagen sollte, der über den Kernel kopiert. Auf einer virtuellen Maschine bezahlt jede blockierende Übergabe außerdem das Aufwecken einer ruhenden vCPU (mehrere µs, auf einem ausgelasteten Host weit mehr); vor einer Rangfolge mit „Kerne wach halten“ (CLI: ipclab-cli run --keep-awake) vergleichen und Latenzen kleiner Nachrichten deutlich über denen der Desktop-CPU von 2013 erwarten. shm.ring wartet standardmäßig aktiv, also braucht jede Seite einen eigenen Kern: Auf einem ausgelasteten Rechner mit 2 vCPUs kann es weit hinter die blockierenden Mechanismen zurückfallen (Warten: „Blockieren“ zeigt es blockierend; CLI: ipclab-cli run --wait block).',
    'Latency vs size (Table I)':
        'Latenz nach Größe (Tabelle I)',
    "Latency vs size, both processes on one core (Table II's pinning)":
        'Latenz nach Größe, beide Prozesse auf einem Kern (Bindung wie Tabelle II)',
    'Throughput, small messages (beside Table III)':
        'Durchsatz, kleine Nachrichten (neben Tabelle III)',
    'Throughput, large messages (beside Table III)':
        'Durchsatz, große Nachrichten (neben Tabelle III)',
    'Report 004, Table I: pipes (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle I: Pipes (i5-4570, RHEL 6.7)',
    'Intel Core i5-4570, RHEL 6.7':
        'Intel Core i5-4570, RHEL 6.7',
    'Table I (clock_gettime): minimum of 100 round trips in ns, halved to one-way':
        'Tabelle I (clock_gettime): Minimum von 100 Umläufen in ns, halbiert auf Einweg',
    'Report 004, Table I: TCP sockets (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle I: TCP-Sockets (i5-4570, RHEL 6.7)',
    'Report 004, Table I: shared-memory bounded buffer (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle I: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)',
    'Report 004, Table II: pipes (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle II: Pipes (i5-4570, RHEL 6.7)',
    'Table II (RDTSC, the measuring code pinned to one core with sched_setaffinity): minimum of 100 round trips in ns, halved to one-way; drawn against both processes on one core':
        'Tabelle II (RDTSC, der messende Code mit sched_setaffinity an einen Kern gebunden): Minimum von 100 Umläufen in ns, halbiert auf Einweg; gezeichnet gegen beide Prozesse auf einem Kern',
    'Report 004, Table II: TCP sockets (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle II: TCP-Sockets (i5-4570, RHEL 6.7)',
    'Report 004, Table II: shared-memory bounded buffer (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle II: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)',
    'Report 004, Table III: pipes (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle III: Pipes (i5-4570, RHEL 6.7)',
    'Table III, "throughput in bytes per second": not measured; every cell is the size / the Table I round trip at that size (4 B / 1382 ns = 2,894,356 B/s for pipes), so it inherits Table I\'s minimum; shown beside IPC Lab\'s real stream':
        'Tabelle III, „Durchsatz in Byte pro Sekunde“: nicht gemessen; jede Zelle ist die Größe / der Umlauf aus Tabelle I bei dieser Größe (4 B / 1382 ns = 2\xa0894\xa0356 B/s bei Pipes), erbt also das Minimum aus Tabelle I; neben IPC Labs echtem Strom gezeigt',
    'Report 004, Table III: TCP sockets (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle III: TCP-Sockets (i5-4570, RHEL 6.7)',
    'Report 004, Table III: shared-memory bounded buffer (i5-4570, RHEL 6.7)':
        'Bericht 004, Tabelle III: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)',
}


def check_presets_de(preset_dir):
    """Returns the preset strings under preset_dir that have no (or an empty) German."""
    import glob
    import json
    import os
    missing = []
    for path in sorted(glob.glob(os.path.join(preset_dir, '*.json'))):
        with open(path, encoding='utf-8') as f:
            preset = json.load(f)
        texts = [preset['title'], preset['summary'], preset['note']]
        texts += [step['name'] for step in preset['steps']]
        for ref in preset.get('references', []):
            texts += [ref['label'], ref['hardware'], ref['source']]
        missing += [(os.path.basename(path), text) for text in texts
                    if not PRESETS_DE.get(text, "").strip()]
    return missing
