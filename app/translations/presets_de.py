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
    'A relay-race coursework (C++11, Windows, Winsock2) compared its two designs: threads that take a std::mutex, write a 21-byte string to a global variable and unlock, against sendto() of the same 21 bytes to 127.0.0.1. 10,000 iterations each, one run, total time / 10,000 from high_resolution_clock: threads 0.0139 µs, UDP 2.7178 µs per message, "195.5x slower". WebSockets were only discussed, not measured.':
        'Eine Studienarbeit zu einer Staffellauf-Simulation (C++11, Windows, Winsock2) verglich ihre beiden Entwürfe: Threads, die einen std::mutex sperren, einen 21-Byte-String in eine globale Variable schreiben und wieder freigeben, gegen sendto() derselben 21 Bytes an 127.0.0.1. Je 10\xa0000 Iterationen, ein Durchlauf, Gesamtzeit / 10\xa0000 aus high_resolution_clock: Threads 0,0139 µs, UDP 2,7178 µs pro Nachricht, „195,5-mal langsamer“ („195.5x slower“). WebSockets wurden nur diskutiert, nicht gemessen.',
    "Neither figure is communication. The thread test is one thread locking and writing with nobody ever reading (an uncontended lock: a few ns of atomic instructions); the UDP test times sendto() to a port nobody receives from (one system call, no receiver woken). Step 1 runs exactly that method (report000.* variants, labelled as not communication); step 2 measures real hand-offs: a second party receives and echoes every message, one-way = round trip / 2, over 7 repetitions with a 95% interval (the report had one run and no spread). Expect the real mutex hand-off to cost microseconds (the other thread must be woken), not 14 ns, so the '195x' shrinks to a few times. We also measure the WebSocket the report only discussed. Their figures come from Windows; this machine runs Linux, and on a virtual machine each wake-up of an idle vCPU adds several µs, far more on a busy host (try --keep-awake or --placement same-core).":
        'Keine der beiden Zahlen ist Kommunikation. Der Thread-Test ist ein einzelner Thread, der sperrt und schreibt, ohne dass je jemand liest (eine unumkämpfte Sperre: ein paar ns atomarer Befehle); der UDP-Test misst sendto() an einen Port, an dem niemand empfängt (ein Systemaufruf, kein Empfänger wird geweckt). Schritt 1 führt genau diese Methode aus (Varianten report000.*, als „keine Kommunikation“ gekennzeichnet); Schritt 2 misst echte Übergaben: Eine zweite Seite empfängt jede Nachricht und sendet sie zurück, Einweg = Umlauf / 2, über 7 Wiederholungen mit 95-%-Intervall (der Bericht hatte einen Durchlauf und keine Streuung). Zu erwarten: Die echte Übergabe per Mutex kostet Mikrosekunden (der andere Thread muss geweckt werden), nicht 14 ns, sodass der Faktor „195x“ auf ein kleines Vielfaches schrumpft. Wir messen außerdem den WebSocket, den der Bericht nur diskutiert hat. Die Zahlen des Berichts wurden unter Windows gemessen; dieser Rechner läuft unter Linux, und auf einer virtuellen Maschine kostet jedes Aufwecken einer ruhenden vCPU mehrere µs zusätzlich, auf einem ausgelasteten Host weit mehr (--keep-awake oder --placement same-core ausprobieren, in der Oberfläche „Kerne wach halten“ bzw. Platzierung „Gleicher Kern“).',
    "The report's method: lock/write/unlock and sendto, nobody receives":
        'Methode des Berichts: Sperren/Schreiben/Freigeben und sendto, niemand empfängt',
    'Real communication: echoed hand-offs':
        'Echte Kommunikation: Übergaben mit Echo',
    'Report 000: threads, lock/write/unlock (Windows PC)':
        'Bericht 000: Threads, Sperren/Schreiben/Freigeben (Windows-PC)',
    'Windows PC (CPU not stated), C++11':
        'Windows-PC (CPU nicht angegeben), C++11',
    'Table 1: 139 µs for 10,000 iterations = 0.0139 µs per message, in ns':
        'Tabelle 1: 139 µs für 10\xa0000 Iterationen = 0,0139 µs pro Nachricht, in ns',
    'Report 000: UDP sendto to 127.0.0.1 (Windows PC)':
        'Bericht 000: UDP sendto an 127.0.0.1 (Windows-PC)',
    'Windows PC (CPU not stated), Winsock2':
        'Windows-PC (CPU nicht angegeben), Winsock2',
    'Table 1: 27,178 µs for 10,000 iterations = 2.7178 µs per message, in ns':
        'Tabelle 1: 27\xa0178 µs für 10\xa0000 Iterationen = 2,7178 µs pro Nachricht, in ns',
    'Report 001: threads vs UDP vs WebSockets (Python)':
        'Bericht 001: Threads vs. UDP vs. WebSockets (Python)',
    'A coursework benchmark in Python 3.12 timed 10,000 operations of a 64-byte payload for three models: a shared variable protected by a threading.Lock, UDP datagrams to 127.0.0.1, and WebSockets over TCP. Average per operation: threads 16.95 µs, UDP 32.45 µs, WebSockets 83.50 µs. A C++ cross-check on the same hardware gave threads 0.0434 µs and UDP 4.9936 µs.':
        'Ein Benchmark aus einer Studienarbeit in Python 3.12 maß 10\xa0000 Operationen mit 64 Byte Nutzdaten für drei Modelle: eine gemeinsame Variable, geschützt durch ein threading.Lock, UDP-Datagramme an 127.0.0.1 und WebSockets über TCP. Durchschnitt pro Operation: Threads 16,95 µs, UDP 32,45 µs, WebSockets 83,50 µs. Eine Gegenprobe in C++ auf derselben Hardware ergab Threads 0,0434 µs und UDP 4,9936 µs.',
    "The Python figures measure the interpreter (bytecode dispatch, the GIL, object allocation) more than the mechanisms: 17 µs to take a lock is ~1000 times what the lock costs. The report does not say whether anybody received or answered each message; the C++ cross-check's 0.0434 µs can only be an uncontended lock with nobody reading, as in report 000, so it is drawn beside that method (step 2). IPC Lab measures in C++ with a second party that receives and echoes every message (one-way = round trip / 2), 7 repetitions with a 95% interval. Expect WebSockets to cost a little more than plain TCP (framing, masking), not 5x a lock, and expect every blocking hand-off on a virtual machine to pay several µs for waking an idle vCPU (try --keep-awake).":
        'Die Python-Zahlen messen eher den Interpreter (Bytecode-Dispatch, den GIL, Objekterzeugung) als die Mechanismen: 17 µs, um eine Sperre zu nehmen, sind rund das 1000-Fache dessen, was die Sperre kostet. Der Bericht sagt nicht, ob jemand jede Nachricht empfangen oder beantwortet hat; die 0,0434 µs der C++-Gegenprobe können nur eine unumkämpfte Sperre ohne Leser sein, wie in Bericht 000, daher werden sie neben dieser Methode gezeichnet (Schritt 2). IPC Lab misst in C++ mit einer zweiten Seite, die jede Nachricht empfängt und zurücksendet (Einweg = Umlauf / 2), 7 Wiederholungen mit 95-%-Intervall. Zu erwarten: WebSockets kosten etwas mehr als reines TCP (Framing, Maskierung), nicht das 5-Fache einer Sperre, und jede blockierende Übergabe auf einer virtuellen Maschine bezahlt mehrere µs für das Aufwecken einer ruhenden vCPU (--keep-awake ausprobieren, in der Oberfläche „Kerne wach halten“).',
    'Real communication at 64 B: lock hand-off, UDP, WebSocket':
        'Echte Kommunikation bei 64 B: Übergabe per Sperre, UDP, WebSocket',
    "The C++ cross-check's method: nobody receives":
        'Methode der C++-Gegenprobe: niemand empfängt',
    'Report 001: Python threads + Lock (lab PC)':
        'Bericht 001: Python-Threads + Lock (Labor-PC)',
    'lab PC (not stated), Python 3.12':
        'Labor-PC (nicht angegeben), Python 3.12',
    'Data table: 0.1695 s for 10,000 operations = 16.95 µs per operation, in ns':
        'Datentabelle: 0,1695 s für 10\xa0000 Operationen = 16,95 µs pro Operation, in ns',
    'Report 001: Python UDP (lab PC)':
        'Bericht 001: Python-UDP (Labor-PC)',
    'Data table: 0.3245 s for 10,000 operations = 32.45 µs per operation, in ns':
        'Datentabelle: 0,3245 s für 10\xa0000 Operationen = 32,45 µs pro Operation, in ns',
    'Report 001: Python WebSockets (lab PC)':
        'Bericht 001: Python-WebSockets (Labor-PC)',
    'Data table: 0.8350 s for 10,000 operations = 83.50 µs per operation, in ns':
        'Datentabelle: 0,8350 s für 10\xa0000 Operationen = 83,50 µs pro Operation, in ns',
    'Report 001: C++ threads (lab PC)':
        'Bericht 001: C++-Threads (Labor-PC)',
    'lab PC (not stated), C++':
        'Labor-PC (nicht angegeben), C++',
    'Note on execution environment: 0.0434 µs, in ns':
        'Hinweis zur Ausführungsumgebung: 0,0434 µs, in ns',
    'Report 001: C++ UDP (lab PC)':
        'Bericht 001: C++-UDP (Labor-PC)',
    'Note on execution environment: 4.9936 µs, in ns':
        'Hinweis zur Ausführungsumgebung: 4,9936 µs, in ns',
    'Report 002: message queues vs shared memory vs pipes (bulk transfer)':
        'Bericht 002: Nachrichtenwarteschlangen vs. gemeinsamer Speicher vs. Pipes (Massenübertragung)',
    "A homework (NikitaDzer/ipc) moved 256 MB, 1 GB and 4 GB from one process to another through System V messages, shared memory and a pipe, in chunks of 1, 2 and 4 pages (4 KiB pages), and timed each whole program with `time`, 5 runs per combination. With 1 GB: messages 5.0 / 3.0 s, shared memory 4.0 / 2.1 / 1.2 s, pipe 0.30 / 0.28 / 0.27 s. Messages of 4 pages were not possible ('-'). AMD Ryzen 5 4600H, Arch Linux 6.0.6.":
        "Eine Hausaufgabe (NikitaDzer/ipc) übertrug 256 MB, 1 GB und 4 GB von einem Prozess zum anderen über System-V-Nachrichten, gemeinsamen Speicher und eine Pipe, in Blöcken von 1, 2 und 4 Seiten (Seiten zu 4 KiB), und maß jedes ganze Programm mit `time`, 5 Durchläufe je Kombination. Bei 1 GB: Nachrichten 5,0 / 3,0 s, gemeinsamer Speicher 4,0 / 2,1 / 1,2 s, Pipe 0,30 / 0,28 / 0,27 s. Nachrichten aus 4 Seiten waren nicht möglich ('-'). AMD Ryzen 5 4600H, Arch Linux 6.0.6.",
    "`time` measures whole processes: start-up, set-up and exit are in every figure. IPC Lab times the transfer alone (first chunk sent to last chunk acknowledged, warm-up chunks untimed) and reports seconds = total / throughput, with a 95% interval over the 5 repetitions; the wall time from starting the peer to reaping it is kept apart (wall_ns_with_startup in the JSON). The default step moves 256 MiB (their smallest total) so that a class demo finishes; the 1 GiB and 4 GiB steps are optional: run them with --step N. System V messages stop at 2 pages because msgmax is 8 KiB on Linux by default: the report's '-'. Their shared memory was slower than the pipe, which says more about that implementation (a semaphore hand-off per chunk) than about shared memory: shm.semaphore rebuilds it, shm.ring is a lock-free ring that is bounded by memory bandwidth. On a virtual machine every blocking hand-off may wake an idle vCPU; try --keep-awake. shm.ring spins by default, so each party needs a core of its own: on a busy 2-vCPU machine it can fall far behind the blocking mechanisms (the GUI's wait strategy, or ipclab-cli run --wait block, shows it blocking).":
        "`time` misst ganze Prozesse: Start, Einrichtung und Beenden stecken in jeder Zahl. IPC Lab misst nur die Übertragung (vom ersten gesendeten bis zum letzten bestätigten Block, Aufwärmblöcke ungemessen) und gibt Sekunden = Gesamtmenge / Durchsatz an, mit einem 95-%-Intervall über die 5 Wiederholungen; die Wanduhrzeit vom Start der Gegenstelle bis zu ihrem Ende wird getrennt geführt (wall_ns_with_startup im JSON). Der Standardschritt überträgt 256 MiB (die kleinste Gesamtmenge des Berichts), damit eine Vorführung im Unterricht rechtzeitig fertig wird; die Schritte mit 1 GiB und 4 GiB sind optional: mit --step N starten. System-V-Nachrichten enden bei 2 Seiten, weil msgmax unter Linux standardmäßig 8 KiB beträgt: das '-' des Berichts. Der gemeinsame Speicher des Berichts war langsamer als die Pipe, was mehr über diese Implementierung aussagt (eine Semaphor-Übergabe pro Block) als über gemeinsamen Speicher: shm.semaphore baut sie nach, shm.ring ist ein sperrfreier Ringpuffer, der durch die Speicherbandbreite begrenzt ist. Auf einer virtuellen Maschine kann jede blockierende Übergabe eine ruhende vCPU wecken; --keep-awake („Kerne wach halten“) ausprobieren. shm.ring wartet standardmäßig aktiv, daher braucht jede Seite einen eigenen Kern: Auf einem ausgelasteten Rechner mit 2 vCPUs kann es weit hinter die blockierenden Mechanismen zurückfallen (die Einstellung „Warten“ in der Oberfläche oder ipclab-cli run --wait block zeigt es blockierend).",
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
    "Results, first table (shared data size 256 mb): seconds of `time` per transfer, chunks of 1, 2, 4 pages of 4 KiB (4 pages: '-', above msgmax)":
        "Ergebnisse, erste Tabelle (Shared data size 256 mb): Sekunden laut `time` pro Übertragung, Blöcke von 1, 2, 4 Seiten zu 4 KiB (4 Seiten: '-', über msgmax)",
    'Report 002: shared memory, 256 MiB (Ryzen 5 4600H)':
        'Bericht 002: gemeinsamer Speicher, 256 MiB (Ryzen 5 4600H)',
    'Results, first table (shared data size 256 mb): seconds of `time` per transfer, chunks of 1, 2, 4 pages of 4 KiB':
        'Ergebnisse, erste Tabelle (Shared data size 256 mb): Sekunden laut `time` pro Übertragung, Blöcke von 1, 2, 4 Seiten zu 4 KiB',
    'Report 002: pipe, 256 MiB (Ryzen 5 4600H)':
        'Bericht 002: Pipe, 256 MiB (Ryzen 5 4600H)',
    'Report 002: messages, 1 GiB (Ryzen 5 4600H)':
        'Bericht 002: Nachrichten, 1 GiB (Ryzen 5 4600H)',
    "Results, second table (1024 mb): seconds of `time` per transfer, chunks of 1, 2, 4 pages of 4 KiB (4 pages: '-', above msgmax)":
        "Ergebnisse, zweite Tabelle (1024 mb): Sekunden laut `time` pro Übertragung, Blöcke von 1, 2, 4 Seiten zu 4 KiB (4 Seiten: '-', über msgmax)",
    'Report 002: shared memory, 1 GiB (Ryzen 5 4600H)':
        'Bericht 002: gemeinsamer Speicher, 1 GiB (Ryzen 5 4600H)',
    'Results, second table (1024 mb): seconds of `time` per transfer, chunks of 1, 2, 4 pages of 4 KiB':
        'Ergebnisse, zweite Tabelle (1024 mb): Sekunden laut `time` pro Übertragung, Blöcke von 1, 2, 4 Seiten zu 4 KiB',
    'Report 002: pipe, 1 GiB (Ryzen 5 4600H)':
        'Bericht 002: Pipe, 1 GiB (Ryzen 5 4600H)',
    'Report 002: messages, 4 GiB (Ryzen 5 4600H)':
        'Bericht 002: Nachrichten, 4 GiB (Ryzen 5 4600H)',
    "Results, third table (4096 mb): seconds of `time` per transfer, chunks of 1, 2, 4 pages of 4 KiB (4 pages: '-', above msgmax)":
        "Ergebnisse, dritte Tabelle (4096 mb): Sekunden laut `time` pro Übertragung, Blöcke von 1, 2, 4 Seiten zu 4 KiB (4 Seiten: '-', über msgmax)",
    'Report 002: shared memory, 4 GiB (Ryzen 5 4600H)':
        'Bericht 002: gemeinsamer Speicher, 4 GiB (Ryzen 5 4600H)',
    'Results, third table (4096 mb): seconds of `time` per transfer, chunks of 1, 2, 4 pages of 4 KiB':
        'Ergebnisse, dritte Tabelle (4096 mb): Sekunden laut `time` pro Übertragung, Blöcke von 1, 2, 4 Seiten zu 4 KiB',
    'Report 002: pipe, 4 GiB (Ryzen 5 4600H)':
        'Bericht 002: Pipe, 4 GiB (Ryzen 5 4600H)',
    'Report 003: spin locks, semaphores and ZeroMQ (German)':
        'Bericht 003: Spinlocks, Semaphore und ZeroMQ (deutschsprachig)',
    'A German operating-systems exercise (C on macOS): two threads, then two processes through shared memory, each take and release a std::atomic_flag spin lock one million times (macOS has no pthread_spinlock_t); two threads do the same with a POSIX semaphore; ZeroMQ PAIR sockets echo messages over inproc:// (threads), ipc:// (processes) and tcp:// between two Docker containers. 7 runs each; mean with a 95% interval from z = 1.96. Spin lock 37.64 ns, spin lock in shared memory 41.4 ns, semaphore 3217.3 ns per operation; ZeroMQ inproc 22.5 µs, ipc 49.42 µs, tcp between containers 113.98 µs per message.':
        'Eine deutschsprachige Übung zu Betriebssystemen (C unter macOS): Zwei Threads, dann zwei Prozesse über gemeinsamen Speicher (Shared Memory) sperren und entsperren jeweils eine Million Mal einen Spinlock aus std::atomic_flag (macOS hat kein pthread_spinlock_t); zwei Threads tun dasselbe mit einem POSIX-Semaphor; ZeroMQ-PAIR-Sockets senden Nachrichten als Echo zurück, über inproc:// (Threads), ipc:// (Prozesse) und tcp:// zwischen zwei Docker-Containern. Je 7 Durchläufe; Mittelwert mit 95-%-Konfidenzintervall aus z = 1,96. Spinlock 37,64 ns, Spinlock im gemeinsamen Speicher 41,4 ns, Semaphor 3217,3 ns pro Operation; ZeroMQ inproc 22,5 µs, ipc 49,42 µs, tcp zwischen Containern 113,98 µs pro Nachricht.',
    "With n = 7 runs the 95% interval needs Student's t (2.447 for 6 degrees of freedom), not z = 1.96: their intervals are about 20% too narrow. IPC Lab uses t. The lock figures are each thread's own time / its own million operations while the other thread contends for the same time, i.e. about twice IPC Lab's ns per operation (total time / all operations of both parties): their figures are drawn halved. The ZeroMQ figures time a send plus the echoed receive, i.e. a round trip: drawn halved to one-way; the message size and count are not stated (we use 64 B, 10,000 messages). Docker containers are not available here: zmq.tcp runs over loopback on one machine (across two hosts, see the remote peer). thread.native-spin adds the pthread spin lock macOS lacked. On a 2-vCPU virtual machine a spinning party may be descheduled while it holds the lock, so spin figures can be far worse and noisier than on a laptop, and the semaphore's cost is dominated by waking a sleeping vCPU.":
        'Bei n = 7 Durchläufen braucht das 95-%-Konfidenzintervall die Student-t-Verteilung (2,447 bei 6 Freiheitsgraden), nicht z = 1,96: Die Intervalle des Berichts sind etwa 20 % zu schmal. IPC Lab verwendet t. Die Spinlock- und Semaphor-Zahlen sind die eigene Zeit jedes Threads / seine eigene Million Operationen, während der andere Thread gleichzeitig um dieselbe Sperre konkurriert, also etwa das Doppelte der ns pro Operation von IPC Lab (Gesamtzeit / alle Operationen beider Beteiligten): Die Zahlen des Berichts werden daher halbiert gezeichnet. Die ZeroMQ-Zahlen messen ein Senden plus den Empfang des Echos, also einen Umlauf: halbiert auf Einweg gezeichnet; Nachrichtengröße und -anzahl sind nicht angegeben (wir verwenden 64 B, 10\xa0000 Nachrichten). Docker-Container sind hier nicht verfügbar: zmq.tcp läuft über Loopback auf einem Rechner (zwischen zwei Rechnern: siehe entfernte Gegenstelle). thread.native-spin ergänzt den pthread-Spinlock, der macOS fehlte. Auf einer virtuellen Maschine mit 2 vCPUs kann eine aktiv wartende Seite verdrängt werden, während sie die Sperre hält, sodass Spinlock-Zahlen weit schlechter und verrauschter sein können als auf einem Laptop, und die Kosten des Semaphors werden vom Aufwecken einer schlafenden vCPU bestimmt.',
    'Spin locks, threads and processes (Aufgabe 1)':
        'Spinlocks, Threads und Prozesse (Aufgabe 1)',
    'Semaphore, two threads (Aufgabe 2)':
        'Semaphor, zwei Threads (Aufgabe 2)',
    'ZeroMQ inproc, ipc, tcp (Aufgaben 3 and 4)':
        'ZeroMQ inproc, ipc, tcp (Aufgaben 3 und 4)',
    'Report 003: spin lock, threads (MacBook Pro)':
        'Bericht 003: Spinlock, Threads (MacBook Pro)',
    'Apple MacBook Pro (CPU not stated), macOS':
        'Apple MacBook Pro (CPU nicht angegeben), macOS',
    "Summary table: 37.64 ns per lock + unlock per thread (CI 36.05..39.23 ns), halved to IPC Lab's ns per operation over both threads":
        'Übersichtstabelle: 37,64 ns pro Lock + Unlock je Thread (Konfidenzintervall [36,05 ns, 39,23 ns]), halbiert auf ns pro Operation über beide Threads wie in IPC Lab',
    'Report 003: spin lock in shared memory, processes (MacBook Pro)':
        'Bericht 003: Spinlock im gemeinsamen Speicher, Prozesse (MacBook Pro)',
    "Summary table: 41.4 ns per lock + unlock per process (CI 39.3..43.6 ns), halved to IPC Lab's ns per operation over both processes":
        'Übersichtstabelle: 41,4 ns pro Lock + Unlock je Prozess (Konfidenzintervall [39,3 ns, 43,6 ns]), halbiert auf ns pro Operation über beide Prozesse wie in IPC Lab',
    'Report 003: semaphore, threads (MacBook Pro)':
        'Bericht 003: Semaphor, Threads (MacBook Pro)',
    "Summary table: 3217.3 ns per sem_wait + sem_post per thread (CI 3200.9..3233.7 ns), halved to IPC Lab's ns per operation over both threads":
        'Übersichtstabelle: 3217,3 ns pro sem_wait + sem_post je Thread (Konfidenzintervall [3200,9 ns, 3233,7 ns]), halbiert auf ns pro Operation über beide Threads wie in IPC Lab',
    'Report 003: ZeroMQ inproc (MacBook Pro)':
        'Bericht 003: ZeroMQ inproc (MacBook Pro)',
    'Summary table: 22,500 ns per send + echoed receive (the section itself says 24.01 µs), halved to one-way':
        'Übersichtstabelle: „22,500 ns“, d. h. 22\xa0500 ns pro Senden + Empfang des Echos (der Abschnitt selbst nennt 24,01 µs), halbiert auf Einweg',
    'Report 003: ZeroMQ ipc (MacBook Pro)':
        'Bericht 003: ZeroMQ ipc (MacBook Pro)',
    'Summary table: 49,420 ns per send + echoed receive, halved to one-way':
        'Übersichtstabelle: „49,420 ns“, d. h. 49\xa0420 ns pro Senden + Empfang des Echos, halbiert auf Einweg',
    'Report 003: ZeroMQ tcp between Docker containers (MacBook Pro)':
        'Bericht 003: ZeroMQ tcp zwischen Docker-Containern (MacBook Pro)',
    'Apple MacBook Pro (CPU not stated), macOS, Docker bridge network':
        'Apple MacBook Pro (CPU nicht angegeben), macOS, Docker-Bridge-Netzwerk',
    'Summary table: 113,980 ns per send + echoed receive between two containers, halved to one-way':
        'Übersichtstabelle: „113,980 ns“, d. h. 113\xa0980 ns pro Senden + Empfang des Echos zwischen zwei Containern, halbiert auf Einweg',
    'Report 004: pipes vs TCP vs shared memory':
        'Bericht 004: Pipes vs. TCP vs. gemeinsamer Speicher',
    'Bhat and Lee (University of Wisconsin-Madison) sent messages between two processes through Unix pipes, TCP sockets with TCP_NODELAY and a shared-memory bounded buffer (pthread mutex + condition variable), at sizes from 4 B to 512 KiB. Latency: one message sent and echoed back, timed with clock_gettime and with RDTSC, 100 times per size, keeping the minimum (Tables I and II). Throughput: the channel saturated with messages of each size, then a one-byte acknowledgement (Table III). Intel Core i5-4570, RHEL 6.7.':
        'Bhat und Lee (University of Wisconsin-Madison) schickten Nachrichten zwischen zwei Prozessen über Unix-Pipes, TCP-Sockets mit TCP_NODELAY und einen beschränkten Puffer im gemeinsamen Speicher (pthread-Mutex + Bedingungsvariable), bei Größen von 4 B bis 512 KiB. Latenz: eine Nachricht gesendet und als Echo zurückgeschickt, gemessen mit clock_gettime und mit RDTSC, 100-mal pro Größe, davon das Minimum (Tabellen I und II). Durchsatz: der Kanal mit Nachrichten der jeweiligen Größe ausgelastet, danach eine Bestätigung von einem Byte (Tabelle III). Intel Core i5-4570, RHEL 6.7.',
    "Their tables are round trips; we report one-way latency (round trip / 2), so their figures are drawn halved. They kept the minimum of 100 round trips, which hides everything but the luckiest case: we keep every sample and report the median with a 95% interval over repetitions, p99 and the histogram (their Table II, RDTSC, agrees with Table I within a few hundred ns and is not drawn). Their bounded buffer gets slower than pipes from 4 KiB on and moves only 0.22 GB/s: a flaw of that buffer (one small slot, a lock and a wake-up per slot), not of shared memory. shm.condvar rebuilds it; shm.ring is a lock-free ring whose large-message throughput is bounded by memory bandwidth and should beat every mechanism that copies through the kernel. On a virtual machine every blocking hand-off also pays for waking an idle vCPU (several µs, far more on a busy host); compare --placement same-core or --keep-awake before ranking, and expect small-message latencies well above the 2013 desktop's. shm.ring spins by default, so each party needs a core of its own: on a busy 2-vCPU machine it can fall far behind the blocking mechanisms (the GUI's wait strategy, or ipclab-cli run --wait block, shows it blocking).":
        'Die Tabellen des Berichts enthalten Umläufe; wir geben die Einweg-Latenz an (Umlauf / 2), daher werden seine Zahlen halbiert gezeichnet. Der Bericht behielt das Minimum von 100 Umläufen, was alles außer dem günstigsten Fall verbirgt: Wir behalten jeden Messwert und geben den Median mit 95-%-Intervall über die Wiederholungen, p99 und das Histogramm an (seine Tabelle II, RDTSC, stimmt mit Tabelle I auf wenige hundert ns überein und wird nicht gezeichnet). Sein beschränkter Puffer wird ab 4 KiB langsamer als Pipes und überträgt nur 0,22 GB/s: ein Mangel dieses Puffers (ein kleiner Slot, eine Sperre und ein Aufwecken pro Slot), nicht des gemeinsamen Speichers. shm.condvar baut ihn nach; shm.ring ist ein sperrfreier Ringpuffer, dessen Durchsatz bei großen Nachrichten durch die Speicherbandbreite begrenzt ist und der jeden Mechanismus schlagen sollte, der über den Kernel kopiert. Auf einer virtuellen Maschine bezahlt jede blockierende Übergabe außerdem das Aufwecken einer ruhenden vCPU (mehrere µs, auf einem ausgelasteten Host weit mehr); vor einer Rangfolge --placement same-core („Gleicher Kern“) oder --keep-awake („Kerne wach halten“) vergleichen und Latenzen kleiner Nachrichten deutlich über denen des Desktop-PCs von 2013 erwarten. shm.ring wartet standardmäßig aktiv, daher braucht jede Seite einen eigenen Kern: Auf einem ausgelasteten Rechner mit 2 vCPUs kann es weit hinter die blockierenden Mechanismen zurückfallen (die Einstellung „Warten“ in der Oberfläche oder ipclab-cli run --wait block zeigt es blockierend).',
    'Latency vs size (Tables I and II)':
        'Latenz über Größe (Tabellen I und II)',
    'Throughput, small messages (Table III)':
        'Durchsatz, kleine Nachrichten (Tabelle III)',
    'Throughput, large messages (Table III)':
        'Durchsatz, große Nachrichten (Tabelle III)',
    'Report 004: pipes (i5-4570, RHEL 6.7)':
        'Bericht 004: Pipes (i5-4570, RHEL 6.7)',
    'Intel Core i5-4570, RHEL 6.7':
        'Intel Core i5-4570, RHEL 6.7',
    'Table I (clock_gettime): minimum of 100 round trips in ns, halved to one-way':
        'Tabelle I (clock_gettime): Minimum von 100 Umläufen in ns, halbiert auf Einweg',
    'Report 004: TCP sockets (i5-4570, RHEL 6.7)':
        'Bericht 004: TCP-Sockets (i5-4570, RHEL 6.7)',
    'Report 004: shared-memory bounded buffer (i5-4570, RHEL 6.7)':
        'Bericht 004: beschränkter Puffer im gemeinsamen Speicher (i5-4570, RHEL 6.7)',
    'Table III: throughput in bytes per second':
        'Tabelle III: Durchsatz in Byte pro Sekunde',
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
