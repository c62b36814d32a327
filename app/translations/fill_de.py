#!/usr/bin/env python3
"""Fills app/translations/ipclab_de.ts from the tables below (run after lupdate).

Every source text of the GUI has its German here: the GUI's own texts in DE, the texts that
come from core (context ipclab::CoreText, listed by app/charts/core_texts.cpp) in
mechanisms_de.py (MECHANISMS_DE, and MECHANISMS_DE_PARTS for the fragments coreText()
translates inside texts built at run time) and presets_de.py (PRESETS_DE). The script fills
every entry it has German for, writes the file, and then fails naming the source texts that
have none, so ipclab_de.ts never ships with unfinished entries unnoticed.
Usage: python3 app/translations/fill_de.py app/translations/ipclab_de.ts
"""
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mechanisms_de import MECHANISMS_DE, MECHANISMS_DE_PARTS  # noqa: E402
from presets_de import PRESETS_DE  # noqa: E402

CORE_CONTEXT = 'ipclab::CoreText'

DE = {
    'n/a (built without libzmq)': 'n. v. (ohne libzmq gebaut)',
    "The repetitions disagree so much that the 95% interval reaches below zero: only its upper bound means something. Run more repetitions, or pin the parties (placement) to remove the scheduler's modes.":
        'Die Wiederholungen weichen so stark voneinander ab, dass das 95-%-Intervall unter null reicht: Nur seine Obergrenze ist aussagekräftig. Mehr Wiederholungen laufen lassen oder die Beteiligten fest an Kerne binden (Platzierung), um die Modi des Schedulers zu vermeiden.',
    '<h3>IPC Lab %1</h3><p>Measures what inter-process communication costs: latency, throughput and lock contention of threads, shared memory, pipes, queues and sockets.</p><table><tr><td>Qt</td><td>%2 (built with %3)</td></tr><tr><td>Boost</td><td>%4</td></tr><tr><td>ZeroMQ</td><td>%5 (mechanisms: %6)</td></tr><tr><td>Compiler</td><td>%7</td></tr><tr><td>Build</td><td>%8</td></tr></table>':
        '<h3>IPC Lab %1</h3><p>Misst, was Interprozesskommunikation kostet: Latenz, Durchsatz und Sperrkonkurrenz von Threads, Shared Memory, Pipes, Warteschlangen und Sockets.</p><table><tr><td>Qt</td><td>%2 (gebaut mit %3)</td></tr><tr><td>Boost</td><td>%4</td></tr><tr><td>ZeroMQ</td><td>%5 (Mechanismen: %6)</td></tr><tr><td>Compiler</td><td>%7</td></tr><tr><td>Build</td><td>%8</td></tr></table>',
    'available': 'verfügbar',
    'not available': 'nicht verfügbar',
    'About IPC Lab': 'Über IPC Lab',
    'estimating time left…': 'Restzeit wird geschätzt …',
    '%1 s left': 'noch %1 s',
    '%1 min %2 s left': 'noch %1 min %2 s',
    'Cannot write %1: %2': '%1 kann nicht geschrieben werden: %2',
    'under a second': 'unter einer Sekunde',
    'about %1 s': 'etwa %1 s',
    'about %1 min': 'etwa %1 min',
    'about %1 h': 'etwa %1 h',
    'none': 'keine',
    'In one process (two threads)': 'In einem Prozess (zwei Threads)',
    'Shared memory (between processes)': 'Gemeinsamer Speicher (zwischen Prozessen)',
    'Kernel objects (between processes)': 'Kernel-Objekte (zwischen Prozessen)',
    'Network (loopback)': 'Netzwerk (Loopback)',
    "Reports' own methods (not communication)": 'Eigene Methoden der Berichte (keine Kommunikation)',
    'Not available here: %1': 'Hier nicht verfügbar: %1',
    'not in this build': 'nicht in diesem Build',
    "Report %1's own method, shown beside the real measurement: not communication.":
        'Eigene Methode von Bericht %1, neben der echten Messung gezeigt: keine Kommunikation.',
    'Patterns': 'Muster',
    'Wait (default first)': 'Warten (Standard zuerst)',
    'Sizes': 'Größen',
    'Lossy: a message that never arrives is counted as lost.':
        'Verlustbehaftet: Eine Nachricht, die nie ankommt, wird als verloren gezählt.',
    'unknown machine': 'unbekannter Rechner',
    'Latency vs size': 'Latenz über Größe',
    'Bars at one size': 'Balken bei einer Größe',
    'Throughput': 'Durchsatz',
    'Distribution': 'Verteilung',
    'Percentile spectrum': 'Perzentil-Spektrum',
    'Ping-pong (latency)': 'Ping-Pong (Latenz)',
    'Stream (throughput)': 'Strom (Durchsatz)',
    'Lock (contention, ns per operation)': 'Sperre (Konkurrenz, ns pro Operation)',
    'Paced (ping-pong with an idle gap)': 'Getaktet (Ping-Pong mit Pause)',
    "One-sided (report 000's method)": 'Einseitig (Methode von Bericht 000)',
    'What is measured: round-trip latency, bulk throughput, lock contention, latency after an idle pause, or a send nobody reads.':
        'Was gemessen wird: Umlauflatenz, Massendurchsatz, Sperrkonkurrenz, Latenz nach einer Pause oder ein Senden, das niemand liest.',
    'Pattern': 'Muster',
    'Mechanism default': 'Standard des Mechanismus',
    'Block (sleep in the kernel)': 'Blockieren (im Kernel schlafen)',
    'Spin (burns a core)': 'Aktiv warten (belegt einen Kern)',
    'Spin, then yield': 'Aktiv warten, dann abgeben',
    'Spin, then block': 'Aktiv warten, dann blockieren',
    'How a waiting party waits, where the mechanism lets one choose. A spinning mechanism is fast but keeps a core busy: compare like with like.':
        'Wie eine wartende Seite wartet, wo der Mechanismus die Wahl lässt. Aktives Warten ist schnell, hält aber einen Kern beschäftigt: Gleiches mit Gleichem vergleichen.',
    'Wait': 'Warten',
    'Smallest size of a doubling range': 'Kleinste Größe eines Verdopplungsbereichs',
    'Largest size of a doubling range': 'Größte Größe eines Verdopplungsbereichs',
    'to': 'bis',
    'Size range': 'Größenbereich',
    'Sizes in bytes: a list (64,4096), a doubling range (4..512K), or both. K, M, G are KiB, MiB, GiB.':
        'Größen in Byte: eine Liste (64,4096), ein Verdopplungsbereich (4..512K) oder beides. K, M, G stehen für KiB, MiB, GiB.',
    'Timed messages (ping-pong) or chunks (stream) per repetition':
        'Gemessene Nachrichten (Ping-Pong) oder Blöcke (Strom) pro Wiederholung',
    'Iterations': 'Iterationen',
    'Untimed messages before each repetition': 'Ungemessene Nachrichten vor jeder Wiederholung',
    'Warm-up': 'Aufwärmen',
    'Independent repetitions: the 95% interval is computed across them':
        'Unabhängige Wiederholungen: Das 95-%-Intervall wird über sie berechnet',
    'Repetitions': 'Wiederholungen',
    'Rounds': 'Runden',
    'settle to': 'einpendeln auf',
    'fixed': 'fest',
    'Settle: every point gets rounds until the 95% interval of its median is within the precision, or until the time budget is spent (a point that did not settle says so). Fixed: exactly this many rounds per point.':
        'Einpendeln: Jeder Punkt bekommt Runden, bis das 95-%-Intervall seines Medians innerhalb der Genauigkeit liegt oder das Zeitbudget verbraucht ist (ein Punkt, der sich nicht eingependelt hat, sagt es). Fest: genau so viele Runden je Punkt.',
    "Settle: half-width of the median's 95% interval, in percent":
        'Einpendeln: halbe Breite des 95-%-Intervalls des Medians, in Prozent',
    'budget ': 'Budget ',
    'Settle: no new round starts after this many seconds':
        'Einpendeln: Nach so vielen Sekunden beginnt keine neue Runde',
    'Fixed: independent repetitions; the 95% interval is computed across them':
        'Fest: unabhängige Wiederholungen; das 95-%-Intervall wird über sie berechnet',
    'Estimated run time: at most %1 (the time budget; settling usually stops sooner)':
        'Geschätzte Laufzeit: höchstens %1 (das Zeitbudget; das Einpendeln endet meist früher)',
    "(%n more in the Median column's tooltips)":
        ('(%n weiterer Hinweis in den Tooltips der Median-Spalte)',
         '(%n weitere Hinweise in den Tooltips der Median-Spalte)'),
    'Unpinned (the OS decides)': 'Frei (das Betriebssystem entscheidet)',
    'Same core': 'Gleicher Kern',
    'Different cores': 'Verschiedene Kerne',
    'Where the two parties run: compare placements before ranking mechanisms on a virtual machine.':
        'Wo die beiden Seiten laufen: Auf einer virtuellen Maschine erst Platzierungen vergleichen, dann Mechanismen einordnen.',
    'Placement': 'Platzierung',
    'Lock pattern: threads or processes acquiring the lock at once':
        'Sperrmuster: Threads oder Prozesse, die gleichzeitig die Sperre anfordern',
    'Parties': 'Beteiligte',
    "Paced pattern: time between scheduled sends. Message i is due at the repetition's start + i × gap and sent then, or at once when a slow reply put it behind schedule (open loop), so that every message pays the wake-up a real program pays and slow moments are not under-sampled":
        'Getaktetes Muster: Zeit zwischen geplanten Sendungen. Nachricht i ist fällig zum Start der Wiederholung + i × Pause und wird dann gesendet, oder sofort, wenn eine langsame Antwort sie in Verzug gebracht hat (offene Schleife), damit jede Nachricht das Aufwecken bezahlt, das ein echtes Programm bezahlt, und langsame Momente nicht zu selten erfasst werden',
    'Gap': 'Pause',
    'e.g. 1G (empty: iterations × chunk)': 'z. B. 1G (leer: Iterationen × Block)',
    "Stream pattern: bytes to move per repetition whatever the chunk size (report 002's bulk transfer). K, M, G are KiB, MiB, GiB.":
        'Strommuster: Bytes pro Wiederholung, unabhängig von der Blockgröße (Massenübertragung aus Bericht 002). K, M, G stehen für KiB, MiB, GiB.',
    'Total': 'Gesamt',
    'Keep cores awake': 'Kerne wach halten',
    'A lowest-priority spinner on the cores in use while measuring, so that a blocking hand-off does not also pay for waking an idle (virtual) CPU.':
        'Ein Warteschleifen-Thread mit niedrigster Priorität auf den genutzten Kernen, damit eine blockierende Übergabe nicht auch das Aufwecken einer ruhenden (virtuellen) CPU bezahlt.',
    'HOST:PORT (empty: this machine)': 'HOST:PORT (leer: dieser Rechner)',
    'Hold CPUs out of deep sleep': 'CPUs nicht tief schlafen lassen',
    "Holds the CPUs' wake-up latency limit at 0 \u00B5s while measuring (/dev/cpu_dma_latency): a waiting CPU polls instead of halting, so a hand-off no longer pays for waking it. Removes the cause the spinner works around. (CLI: --keep-awake dma-latency)":
        'Hält die Aufwachlatenz-Grenze der CPUs während der Messung bei 0 \u00B5s (/dev/cpu_dma_latency): Eine wartende CPU fragt ab, statt anzuhalten, so bezahlt eine Übergabe nicht mehr ihr Aufwecken. Beseitigt die Ursache, die der Warteschleifen-Thread nur umgeht. (CLI: --keep-awake dma-latency)',
    'Unavailable here: %1': 'Hier nicht verfügbar: %1',
    'An ipclab-peer started with --listen on another host: the network mechanisms then measure across hosts.':
        'Ein mit --listen gestarteter ipclab-peer auf einem anderen Rechner: Die Netzwerkmechanismen messen dann zwischen Rechnern.',
    'Remote peer': 'Entfernte Gegenstelle',
    'shared secret of the remote peer': 'gemeinsames Geheimnis der Gegenstelle',
    'The token the remote peer was started with. Never saved.':
        'Das Token, mit dem die Gegenstelle gestartet wurde. Wird nie gespeichert.',
    'Token': 'Token',
    'Total must be one size such as 256M or 1G (got "%1")':
        'Gesamt muss eine einzelne Größe wie 256M oder 1G sein (erhalten: „%1“)',
    'Choose at least one mechanism.': 'Mindestens einen Mechanismus wählen.',
    'A remote peer needs its token.': 'Eine entfernte Gegenstelle braucht ihr Token.',
    'Estimated run time: %1': 'Geschätzte Laufzeit: %1',
    'Fix the marked fields to run.': 'Zum Starten die markierten Felder korrigieren.',
    'IPC Lab': 'IPC Lab',
    'Run': 'Starten',
    'Run the experiment (Ctrl+R)': 'Experiment starten (Strg+R)',
    'Stop': 'Anhalten',
    'Stop and keep what was measured (Esc)': 'Anhalten und bisherige Messwerte behalten (Esc)',
    'idle': 'bereit',
    'Ready: Ctrl+R runs, Esc leaves': 'Bereit: Strg+R startet, Esc beendet',
    'Choose a preset or mechanisms and sizes, then Run (Ctrl+R).':
        'Eine Vorlage oder Mechanismen und Größen wählen, dann starten (Strg+R).',
    'Main': 'Haupt',
    '&File': '&Datei',
    '&Open run…': 'Messung ö&ffnen …',
    'Open runs saved as JSON and draw them beside this one':
        'Als JSON gespeicherte Messungen öffnen und neben dieser zeichnen',
    '&Save run…': 'Messung &speichern …',
    'Export &PNG…': 'Als &PNG exportieren …',
    'Export S&VG…': 'Als S&VG exportieren …',
    'Export SVG': 'Als SVG exportieren',
    'SVG image (*.svg)': 'SVG-Bild (*.svg)',
    'Export &CSV…': 'Als &CSV exportieren …',
    'Export CSV': 'Als CSV exportieren',
    'CSV table (*.csv)': 'CSV-Tabelle (*.csv)',
    'Export &JSON…': 'Als &JSON exportieren …',
    'Export JSON': 'Als JSON exportieren',
    'JSON document (*.json)': 'JSON-Dokument (*.json)',
    'Copy c&hart': 'Diagramm &kopieren',
    '&Quit': '&Beenden',
    '&Run': '&Starten',
    'R&un': '&Messung',
    '&Stop': '&Anhalten',
    '&Presets': '&Vorlagen',
    '&View': 'A&nsicht',
    '&Latency vs size': '&Latenz über Größe',
    '&Bars at one size': '&Balken bei einer Größe',
    '&Throughput': '&Durchsatz',
    '&Distribution': '&Verteilung',
    '&Presentation mode': '&Präsentationsmodus',
    '&Language': '&Sprache',
    'System default': 'Systemvorgabe',
    '&Help': '&Hilfe',
    '&About IPC Lab': '&Über IPC Lab',
    'About &Qt': 'Über &Qt',
    'Preset loaded: %1': 'Vorlage geladen: %1',
    'starting…': 'startet …',
    'Measuring %n point(s)…': ('Messe %n Punkt …', 'Messe %n Punkte …'),
    '%1, %2: repetition %3 of %4': '%1, %2: Wiederholung %3 von %4',
    'point %1/%2 · %3': 'Punkt %1/%2 · %3',
    'stopped': 'angehalten',
    'done': 'fertig',
    'Stopped: %n point(s) measured.': ('Angehalten: %n Punkt gemessen.', 'Angehalten: %n Punkte gemessen.'),
    'Done: %n point(s).': ('Fertig: %n Punkt.', 'Fertig: %n Punkte.'),
    '%n failed (see the Status column).': ('%n fehlgeschlagen (siehe Spalte Status).', '%n fehlgeschlagen (siehe Spalte Status).'),
    'Export the chart with Ctrl+E.': 'Diagramm mit Strg+E exportieren.',
    'failed': 'fehlgeschlagen',
    'The run could not start.': 'Die Messung konnte nicht starten.',
    '%1: %2': '%1: %2',
    'Opened %n run(s): drawn beside this run.': ('%n Messung geöffnet: neben dieser gezeichnet.', '%n Messungen geöffnet: neben dieser gezeichnet.'),
    'Cannot open run': 'Messung kann nicht geöffnet werden',
    'These files are not IPC Lab runs and were not opened:\n\n%1':
        'Diese Dateien sind keine IPC-Lab-Messungen und wurden nicht geöffnet:\n\n%1',
    'Chart copied to the clipboard.': 'Diagramm in die Zwischenablage kopiert.',
    'Language': 'Sprache',
    'IPC Lab will speak the chosen language from its next start.':
        'IPC Lab verwendet die gewählte Sprache ab dem nächsten Start.',
    'Restart now': 'Jetzt neu starten',
    'Later': 'Später',
    'Restarting closes this run: save it first if you need it.':
        'Ein Neustart schließt diese Messung: Vorher speichern, falls sie gebraucht wird.',
    'Wrote %1': '%1 geschrieben',
    'Export failed': 'Export fehlgeschlagen',
    'Export PNG': 'Als PNG exportieren',
    'PNG image (*.png)': 'PNG-Bild (*.png)',
    'Open runs': 'Messungen öffnen',
    'IPC Lab runs (*.json);;All files (*)': 'IPC-Lab-Messungen (*.json);;Alle Dateien (*)',
    'Save run': 'Messung speichern',
    'IPC Lab run (*.json)': 'IPC-Lab-Messung (*.json)',
    'Stopping the run…': 'Messung wird angehalten …',
    'Point at a mechanism to see what it does inside the OS.':
        'Auf einen Mechanismus zeigen, um zu sehen, was er im Betriebssystem tut.',
    'Across hosts (network, to %1)': 'Zwischen Rechnern (Netzwerk, zu %1)',
    'Runs opened from files, drawn beside this run. Tick to show, double-click to rename.':
        'Aus Dateien geöffnete Messungen, neben dieser gezeichnet. Ankreuzen zum Anzeigen, Doppelklick zum Umbenennen.',
    'Remove': 'Entfernen',
    'Runs on this machine only, not against a remote peer.':
        'Läuft nur auf diesem Rechner, nicht gegen eine entfernte Gegenstelle.',
    'Opened runs (overlays)': 'Geöffnete Messungen (Überlagerungen)',
    '%1\n%2 points, measured %3': '%1\n%2 Punkte, gemessen %3',
    'Custom': 'Eigene',
    'Slide (1920 × 1080, 144 DPI)': 'Folie (1920 × 1080, 144 DPI)',
    'Report page (1600 × 1000, 200 DPI)': 'Berichtsseite (1600 × 1000, 200 DPI)',
    'Screen (1200 × 750, 96 DPI)': 'Bildschirm (1200 × 750, 96 DPI)',
    'Higher DPI draws the same layout with more pixels per letter: sharper text for print':
        'Mehr DPI zeichnen dasselbe Layout mit mehr Pixeln pro Buchstabe: schärferer Text für den Druck',
    'Preset': 'Vorlage',
    'Width': 'Breite',
    'Height': 'Höhe',
    'Resolution (DPI)': 'Auflösung (DPI)',
    '(none: my own experiment)': '(keine: eigenes Experiment)',
    "Ready-made experiments: a quick tour, each report's parameters with its published figures, a full sweep":
        'Fertige Experimente: eine Schnelltour, die Parameter jedes Berichts mit seinen veröffentlichten Zahlen, ein vollständiger Durchlauf',
    'Step': 'Schritt',
    "Choose a preset to see what it measures and how this machine differs from the report's.":
        'Eine Vorlage wählen, um zu sehen, was sie misst und wie sich dieser Rechner von dem des Berichts unterscheidet.',
    'On this machine:': 'Auf diesem Rechner:',
    '%n step(s): choose one above, run it, then the next.':
        ('%n Schritt: oben wählen und starten.', '%n Schritte: oben einen wählen, starten, dann den nächsten.'),
    'Left out (not available here):': 'Ausgelassen (hier nicht verfügbar):',
    "Dashed lines in the chart: the report's published figures.":
        'Gestrichelte Linien im Diagramm: die veröffentlichten Zahlen des Berichts.',
    'this run': 'diese Messung',
    'Size': 'Größe',
    'The message size the bars compare': 'Die Nachrichtengröße, die die Balken vergleichen',
    'Click a row to show it in the chart; Ctrl+C copies the selected rows':
        'Zeile anklicken, um sie im Diagramm zu zeigen; Strg+C kopiert die gewählten Zeilen',
    'CPU time (user + system) per message: this side / the responding side':
        'CPU-Zeit (Benutzer + System) pro Nachricht: diese Seite / antwortende Seite',
    'Mechanism': 'Mechanismus',
    'Chunk': 'Block',
    'Median ns/op': 'Median ns/Op.',
    'Median one-way': 'Median (Einweg)',
    "Open loop: round trip from each message's intended send time (not halved): median %1, 95% CI %2, p99 %3":
        'Offene Schleife: Umlauf ab dem geplanten Sendezeitpunkt jeder Nachricht (nicht halbiert): Median %1, 95-%-KI %2, p99 %3',
    '95% CI': '95-%-KI',
    'Messages/s': 'Nachrichten/s',
    'Max': 'Max.',
    'p99': 'p99',
    'CPU/msg me/peer': 'CPU/Nachr. ich/Gegenst.',
    'Lost': 'Verloren',
    'Reps': 'Wdh.',
    'Status': 'Status',
    'ok': 'ok',
    'failed: %1': 'fehlgeschlagen: %1',
    'preset report-004 is missing': 'Vorlage report-004 fehlt',
    'cannot create %1': '%1 kann nicht angelegt werden',
    'wrote %1': '%1 geschrieben',
    'the experiment is not valid: %1': 'das Experiment ist ungültig: %1',
    'cannot write %1': '%1 kann nicht geschrieben werden',
    # Charts (app/charts, context ipclab::app::Charts)
    'peer: ': 'Gegenstelle: ',
    '%1 (%2, fastest)': '%1 (%2, am schnellsten)',
    '%1 (%2 slower)': '%1 (%2 langsamer)',
    '%1 [%2, %3], within noise': '%1 [%2, %3], im Rauschen',
    '%1 slower [%2, %3]': '%1 langsamer [%2, %3]',
    '%1 faster [%2, %3]': '%1 schneller [%2, %3]',
    '%1 and %2 are within noise of each other: %3':
        '%1 und %2 unterscheiden sich nicht über das Rauschen hinaus: %3',
    'The percentile spectrum needs latency histograms: only ping-pong and paced points record one':
        'Das Perzentil-Spektrum braucht Latenz-Histogramme: nur Ping-Pong- und getaktete Messpunkte zeichnen eines auf',
    'No point with a latency histogram at %1 (measured: %2)':
        'Kein Messpunkt mit Latenz-Histogramm bei %1 (gemessen: %2)',
    'percentile (scale 1/(1 - p): each step one more nine)':
        'Perzentil (Skala 1/(1 - p): jeder Schritt eine Neun mehr)',
    '%1: p50 %2, p99 %3': '%1: p50 %2, p99 %3',
    "From each point's log-binned histogram of all samples pooled; a line ends where its samples end":
        'Aus dem logarithmisch geteilten Histogramm aller Messwerte jedes Messpunkts; eine Linie endet, wo ihre Messwerte enden',
    'Percentile spectrum at %1': 'Perzentil-Spektrum bei %1',
    '%1 (again)': '%1 (nochmals)',
    'No successful point to draw as bars': 'Kein erfolgreicher Messpunkt für Balken',
    'No successful point at %1 (measured sizes: %2)':
        'Kein erfolgreicher Messpunkt bei %1 (gemessene Größen: %2)',
    'measured here': 'hier gemessen',
    'published in the report': 'im Bericht veröffentlicht',
    'throughput at %1 chunks, %2 (%3)': 'Durchsatz bei %1-Blöcken, %2 (%3)',
    'time per acquire + release, %1 of repetitions (%2)':
        'Zeit pro Sperren + Freigeben, %1 der Wiederholungen (%2)',
    'one-way latency at %1, %2 (%3)': 'Einweg-Latenz bei %1, %2 (%3)',
    'time per send at %1, %2 (%3)': 'Zeit pro Senden bei %1, %2 (%3)',
    'time at %1 (%2)': 'Zeit bei %1 (%2)',
    'Time at %1 per pattern, each ranked apart, fastest first':
        'Zeit bei %1 je Muster, jedes für sich gereiht, schnellste zuerst',
    'Throughput, %1:': 'Durchsatz, %1:',
    'Time per acquire + release, %1:': 'Zeit pro Sperren + Freigeben, %1:',
    'Time per send (one-sided), %1:': 'Zeit pro Senden (einseitig), %1:',
    'One-way latency (round trip / 2), %1:': 'Einweg-Latenz (Umlauf / 2), %1:',
    'min': 'Minimum',
    'median': 'Median',
    'mean': 'Mittelwert',
    'min of %1': 'Minimum aus %1',
    'mean of %1': 'Mittelwert aus %1',
    'statistic per bar': 'Kennwert je Balken',
    'statistic per line': 'Kennwert je Linie',
    "Lines marked (min) or (mean): that statistic of ours, as the report's figures beside them (no band: the interval is the median's)":
        'Linien mit (Minimum) oder (Mittelwert): dieser Kennwert unserer Messung, wie die Zahlen des Berichts daneben (ohne Band: das Intervall gehört zum Median)',
    'Throughput at %1 chunks, fastest first': 'Durchsatz bei %1-Blöcken, schnellste zuerst',
    'Lock cost per acquire + release, fastest first':
        'Sperrkosten pro Sperren + Freigeben, schnellste zuerst',
    'Time per send at %1, fastest first': 'Zeit pro Senden bei %1, schnellste zuerst',
    'One-way latency at %1, fastest first': 'Einweg-Latenz bei %1, schnellste zuerst',
    '1 point failed and is not shown: ': '1 Messpunkt ist fehlgeschlagen und fehlt: ',
    '%1 points failed and are not shown: ': '%1 Messpunkte sind fehlgeschlagen und fehlen: ',
    'ping-pong': 'Ping-Pong',
    'stream': 'Strom',
    'lock, %1 parties': 'Sperre, %1 Beteiligte',
    'paced, one send due every %1 µs': 'getaktet, eine Sendung alle %1 µs',
    "one-sided: report 000's method, nobody receives":
        'einseitig: Methode von Bericht 000, niemand empfängt',
    'unpinned': 'nicht gebunden',
    'both on one core': 'beide auf einem Kern',
    'on different cores': 'auf verschiedenen Kernen',
    'cannot write %1: %2': '%1 kann nicht geschrieben werden: %2',
    'image size %1x%2 is out of range (1..20000 pixels)':
        'Bildgröße %1x%2 liegt außerhalb des Bereichs (1..20000 Pixel)',
    'dpi %1 is out of range (1..2400)': 'dpi %1 liegt außerhalb des Bereichs (1..2400)',
    'cannot encode PNG for %1: %2': 'PNG für %1 kann nicht kodiert werden: %2',
    'cannot draw SVG for %1': 'SVG für %1 kann nicht gezeichnet werden',
    '%1 at %2 failed: %3': '%1 bei %2 ist fehlgeschlagen: %3',
    'No point of mechanism %1 in these results': 'Kein Messpunkt des Mechanismus %1 in diesen Ergebnissen',
    '%1 %2 has no latency histogram: only ping-pong and paced points record one (and only files written by IPC Lab %3 or later)':
        '%1 %2 hat kein Latenz-Histogramm: Nur Ping-Pong- und getaktete Messpunkte zeichnen eines auf (und nur Dateien ab IPC Lab %3)',
    'No successful point of %1 at %2 (measured: %3)':
        'Kein erfolgreicher Messpunkt von %1 bei %2 (gemessen: %3)',
    'any mechanism': 'irgendeinem Mechanismus',
    'No successful point to show a distribution of': 'Kein erfolgreicher Messpunkt für eine Verteilung',
    'time per send (log scale)': 'Zeit pro Senden (logarithmisch)',
    'one-way latency (log scale)': 'Einweg-Latenz (logarithmisch)',
    'histogram (left axis)': 'Histogramm (linke Achse)',
    'share of samples per bin': 'Anteil der Messwerte je Klasse',
    'CDF (right axis)': 'Verteilungsfunktion (rechte Achse)',
    'cumulative share (CDF)': 'kumulierter Anteil (Verteilungsfunktion)',
    'p50 (median) = %1': 'p50 (Median) = %1',
    'p99 = %1': 'p99 = %1',
    'p99.9 = %1': 'p99,9 = %1',
    'Distribution: %1 at %2': 'Verteilung: %1 bei %2',
    '%L1 samples of %2 repetitions pooled; histogram bins are log-spaced':
        '%L1 Messwerte aus %2 Wiederholungen zusammengefasst; Histogrammklassen logarithmisch verteilt',
    ' and ': ' und ',
    '%1 (95% CI)': '%1 (95-%-Konfidenzintervall)',
    'chunk size (both axes log scale)': 'Blockgröße (beide Achsen logarithmisch)',
    'message size (both axes log scale)': 'Nachrichtengröße (beide Achsen logarithmisch)',
    'throughput, %1 (%2)': 'Durchsatz, %1 (%2)',
    'time per send, %1 (%2)': 'Zeit pro Senden, %1 (%2)',
    'one-way latency, %1 (%2)': 'Einweg-Latenz, %1 (%2)',
    'Throughput vs chunk size': 'Durchsatz über Blockgröße',
    'Time per send vs message size': 'Zeit pro Senden über Nachrichtengröße',
    'One-way latency vs message size': 'Einweg-Latenz über Nachrichtengröße',
    "Lines: median over rounds; shaded: 95% interval of the median (order statistics over the rounds)":
        'Linien: Median über die Runden; schattiert: 95-%-Intervall des Medians (Ordnungsstatistiken über die Runden)',
    "Lines: median of all samples; shaded: 95% interval of the median (order statistics over the rounds' medians)":
        'Linien: Median aller Messwerte; schattiert: 95-%-Intervall des Medians (Ordnungsstatistiken über die Mediane der Runden)',
    ' (min)': ' (Minimum)',
    ' (mean)': ' (Mittelwert)',
    ' (derived)': ' (abgeleitet)',
    'Dotted (derived): computed by the report from another of its figures, not measured':
        'Gepunktet (abgeleitet): vom Bericht aus einem anderen seiner Werte berechnet, nicht gemessen',
    'Dashed: figures published in the report': 'Gestrichelt: im Bericht veröffentlichte Werte',
    'Dashed: figures published in the report, measured there on %1':
        'Gestrichelt: im Bericht veröffentlichte Werte, dort gemessen auf %1',
    '%1 logical cores': '%1 logische Kerne',
    ' (virtual machine)': ' (virtuelle Maschine)',
    'Nothing measured yet': 'Noch nichts gemessen',
    'Every point failed: nothing to draw': 'Alle Messpunkte sind fehlgeschlagen: nichts zu zeichnen',
    'The latency chart needs a ping-pong, paced or one-sided run; this is a %1 run (use the %2 chart)':
        'Das Latenzdiagramm braucht einen Ping-Pong-, getakteten oder einseitigen Lauf; dies ist ein Lauf mit Muster %1 (nehmen Sie das Diagramm „%2“)',
    'throughput': 'Durchsatz',
    'bars': 'Balken',
    'The throughput chart needs a stream run (pattern stream); this is a %1 run':
        'Das Durchsatzdiagramm braucht einen Strom-Lauf (Muster Strom); dies ist ein Lauf mit Muster %1',
    'throughput %1 (95% CI %2 – %3)': 'Durchsatz %1 (95-%-KI %2 – %3)',
    '%L1 messages/s': '%L1 Nachrichten/s',
    'median %1': 'Median %1',
    "95% CI of the repetitions' medians: %1 – %2": '95-%-KI der Mediane der Wiederholungen: %1 – %2',
    'p90 %1 · p99 %2 · p99.9 %3 · max %4': 'p90 %1 · p99 %2 · p99,9 %3 · max. %4',
    'n = %L1 samples': 'n = %L1 Messwerte',
    '%1 repetitions': '%1 Wiederholungen',
    'CPU per message (me/peer): %1': 'CPU pro Nachricht (ich/Gegenstelle): %1',
    'lost messages: %L1': 'verlorene Nachrichten: %L1',
}


# Issue 14: the classroom path (history, close guard, ours vs theirs, glossary, verdict).
DE.update({
    '%1 is %2 faster than %3': '%1 ist %2 schneller als %3',
    ', log scale': ', logarithmisch',
    'same': 'gleich',
    '%1 slower': '%1 langsamer',
    '%1 faster': '%1 schneller',
    '(theirs derived)': '(ihrer abgeleitet)',
    "The report's seconds are for other totals than the %1 per repetition moved here: not compared.":
        'Die Sekunden des Berichts gelten für andere Gesamtmengen als die hier pro Wiederholung übertragenen %1: nicht verglichen.',
    'Close IPC Lab': 'IPC Lab schließen',
    'A run is still measuring.': 'Eine Messung läuft noch.',
    'Stop it and keep the points measured so far (they go to the run history), or cancel and let it finish.':
        'Anhalten und die bisher gemessenen Punkte behalten (sie kommen in den Verlauf), oder abbrechen und die Messung zu Ende laufen lassen.',
    'Stop and keep points': 'Anhalten, Punkte behalten',
    '%n run(s) could not be written to the run history.':
        ('%n Messung konnte nicht in den Verlauf geschrieben werden.',
         '%n Messungen konnten nicht in den Verlauf geschrieben werden.'),
    'Closing now loses them. Save the run shown to a file first?':
        'Beim Schließen gehen sie verloren. Die gezeigte Messung zuerst in eine Datei speichern?',
    'Save…': 'Speichern …',
    'Discard': 'Verwerfen',
    'Published figure': 'Veröffentlichter Wert',
    'Statistic': 'Statistik',
    'Ours': 'Unserer',
    'Theirs': 'Ihrer',
    'Ours vs theirs': 'Unsere vs. ihre',
    "This run has no published figures to compare with: run a report's preset (Presets menu).":
        'Zu dieser Messung gibt es keine veröffentlichten Werte: eine Vorlage eines Berichts starten (Menü Vorlagen).',
    'No point of this run matches a published figure (mechanism, pattern and size).':
        'Kein Punkt dieser Messung passt zu einem veröffentlichten Wert (Mechanismus, Muster und Größe).',
    "Ours: the same statistic of this run as the report published (for report 002 the seconds to move its total, start-up excluded); theirs: as published, converted as the preset's note says. * computed by the report, not measured.":
        'Unserer: dieselbe Statistik dieser Messung, die der Bericht veröffentlicht hat (bei Bericht 002 die Sekunden für seine Gesamtmenge, ohne Programmstart); ihrer: wie veröffentlicht, umgerechnet wie im Hinweis der Vorlage beschrieben. * vom Bericht berechnet, nicht gemessen.',
    'Median': 'Median',
    'The middle value: half the messages took less, half took more. Unlike the mean, a few very slow messages (the scheduler, an interrupt) do not move it, so it tells what a message usually costs.':
        'Der mittlere Wert: Die Hälfte der Nachrichten brauchte weniger, die Hälfte mehr. Anders als der Mittelwert verschieben ihn einige sehr langsame Nachrichten (Scheduler, Interrupt) nicht; er sagt, was eine Nachricht üblicherweise kostet.',
    'p99, p99.9 (percentiles)': 'p99, p99,9 (Perzentile)',
    '99% of the messages were faster than p99, 99.9% faster than p99.9. They show the slow tail a real program meets now and then: two mechanisms with the same median can differ tenfold at p99.':
        '99 % der Nachrichten waren schneller als p99, 99,9 % schneller als p99,9. Sie zeigen die langsamen Ausreißer, die ein echtes Programm ab und zu trifft: Zwei Mechanismen mit gleichem Median können sich bei p99 um das Zehnfache unterscheiden.',
    'Confidence interval (95%)': 'Konfidenzintervall (95 %)',
    'The range the true median lies in with 95% confidence, judged from how much the repetitions differ. Narrow: the figure is repeatable. Two mechanisms whose intervals overlap are not shown to differ; more repetitions narrow it.':
        'Der Bereich, in dem der wahre Median mit 95 % Sicherheit liegt, beurteilt danach, wie stark die Wiederholungen voneinander abweichen. Schmal: Der Wert ist wiederholbar. Überlappen sich die Intervalle zweier Mechanismen, ist kein Unterschied gezeigt; mehr Wiederholungen machen es schmaler.',
    'Spin vs block (wait strategy)': 'Spinnen oder Blockieren (Warten)',
    'A waiting party either blocks (sleeps in the kernel until woken: cheap on CPU, but each wake-up costs microseconds) or spins (checks memory in a loop: the fastest hand-off, but it burns a whole core while waiting). Compare like with like, and look at the CPU column.':
        'Eine wartende Seite blockiert entweder (schläft im Kernel, bis sie geweckt wird: spart CPU, aber jedes Wecken kostet Mikrosekunden) oder spinnt (prüft den Speicher in einer Schleife: die schnellste Übergabe, belegt aber beim Warten einen ganzen Kern). Gleiches mit Gleichem vergleichen und die CPU-Spalte beachten.',
    'Where the two parties run. Unpinned: the operating system decides. Same core: both take turns on one CPU (no parallelism, cheap hand-offs). Different cores: each has its own CPU, so spinning pays off. Results differ a lot between placements, above all on a virtual machine.':
        'Wo die beiden Seiten laufen. Nicht gebunden: Das Betriebssystem entscheidet. Gleicher Kern: Beide wechseln sich auf einer CPU ab (keine Parallelität, billige Übergaben). Verschiedene Kerne: Jede hat ihre eigene CPU, Spinnen lohnt sich. Die Ergebnisse unterscheiden sich je nach Platzierung stark, vor allem auf einer virtuellen Maschine.',
    'Idle CPUs fall asleep, and waking one (a virtual CPU above all) can cost more than the message itself. Keep-awake runs a lowest-priority spinner on the cores in use, so a blocking mechanism is measured without that wake-up. Tick it, run again and compare.':
        'Untätige CPUs schlafen ein, und eine zu wecken (vor allem eine virtuelle) kann mehr kosten als die Nachricht selbst. „Kerne wach halten“ lässt auf den benutzten Kernen einen Spinner mit niedrigster Priorität laufen, sodass ein blockierender Mechanismus ohne dieses Wecken gemessen wird. Ankreuzen, erneut messen und vergleichen.',
    'Glossary': 'Glossar',
    'Click for the glossary.': 'Klicken für das Glossar.',
    'Every run of this and earlier sessions. Double-click shows a run; tick it to draw it beside the run shown.':
        'Jede Messung dieser und früherer Sitzungen. Doppelklick zeigt eine Messung; ankreuzen zeichnet sie neben die gezeigte.',
    'Show': 'Zeigen',
    'Delete': 'Löschen',
    'Kept in %1': 'Gespeichert in %1',
    'History': 'Verlauf',
    'Presets → Quick tour, then Run (Ctrl+R) and Export PNG (Ctrl+E).':
        'Vorlagen → Schnelltour, dann Starten (Strg+R) und PNG exportieren (Strg+E).',
    'Run &all steps of the preset': '&Alle Schritte der Vorlage starten',
    '&Glossary': '&Glossar',
    'Preset loaded: %1. Run it with Ctrl+R.': 'Vorlage geladen: %1. Mit Strg+R starten.',
    'Step %1 cannot run: %2': 'Schritt %1 kann nicht laufen: %2',
    'Showing %1': 'Gezeigt: %1',
    '%1: repetition %2 of %3': '%1: Wiederholung %2 von %3',
    '%n failed.': ('%n fehlgeschlagen.', '%n fehlgeschlagen.'),
    '%n failed, first: %1': ('%n fehlgeschlagen: %1', '%n fehlgeschlagen, zuerst: %1'),
    'Quick demo': 'Schnelle Vorführung',
    "Cut every step to a few hundred messages and two repetitions: seconds instead of minutes, with wide intervals (the command line's preset --quick).":
        'Jeden Schritt auf einige hundert Nachrichten und zwei Wiederholungen kürzen: Sekunden statt Minuten, mit breiten Intervallen (wie preset --quick auf der Kommandozeile).',
    'Run all steps': 'Alle Schritte starten',
    'Run every step of this preset in turn; each lands in the run history and the earlier ones are drawn beside the last.':
        'Alle Schritte dieser Vorlage nacheinander starten; jeder kommt in den Verlauf, die früheren werden neben den letzten gezeichnet.',
    '%n step(s): choose one above and run it, or Run all steps.':
        ('%n Schritt: oben wählen und starten, oder Alle Schritte starten.',
         '%n Schritte: einen oben wählen und starten, oder Alle Schritte starten.'),
    "The report's published figures: dashed lines or grey bars in the chart, and the Ours vs theirs tab under it.":
        'Die veröffentlichten Werte des Berichts: gestrichelte Linien oder graue Balken im Diagramm und der Reiter „Unsere vs. ihre“ darunter.',
    'Log scale': 'Logarithmisch',
    'Bars on a logarithmic axis: chosen by itself when the longest bar is more than 30 times the shortest, so that short bars stay visible beside a slow one':
        'Balken auf logarithmischer Achse: von selbst gewählt, wenn der längste Balken mehr als 30-mal so lang ist wie der kürzeste, damit kurze Balken neben einem langsamen sichtbar bleiben',
    'Results': 'Ergebnisse',
    'Cannot create the history folder %1': 'Der Ordner für den Verlauf %1 kann nicht angelegt werden',
    'mechanisms': 'Mechanismen',
    'pattern %1': 'Muster %1',
    'sizes %1': 'Größen %1',
    'total %1': 'Gesamtmenge %1',
    'iterations %L1': 'Iterationen %L1',
    'warm-up %L1': 'Aufwärmen %L1',
    'repetitions %1': 'Wiederholungen %1',
    'placement %1': 'Platzierung %1',
    'wait %1': 'Warten %1',
    'default': 'Standard',
    'parties %1': 'Beteiligte %1',
    'gap %1 µs': 'Pause %1 µs',
    'cores kept awake': 'Kerne wach gehalten',
    'cores not kept awake': 'Kerne nicht wach gehalten',
    'remote peer %1': 'entfernte Gegenstelle %1',
    '(quick demo)': '(schnelle Vorführung)',
    'edited: %1': 'geändert: %1',
    'own experiment': 'eigenes Experiment',
    'step %1': 'Schritt %1',
    '(quick)': '(schnell)',
    '%n point(s)': ('%n Punkt', '%n Punkte'),
    '(%n failed)': ('(%n fehlgeschlagen)', '(%n fehlgeschlagen)'),
    '(stopped)': '(angehalten)',
})


# Issue 14's audit: a Stop's points, the learnt estimate, the distribution's cut axis, and the
# messages core builds at run time (context ipclab::app::CoreMessages, gui/core_messages.cpp).
DE.update({
    'Stopped: %1 of %2 points measured.': 'Angehalten: %1 von %2 Punkten gemessen.',
    'Estimated run time: %1 (estimated from your last runs)':
        'Geschätzte Laufzeit: %1 (geschätzt nach Ihren letzten Läufen)',
    'Axis cut at 1.5 × p99.9 (%1): the tail goes on to %2 (%3 samples beyond)':
        'Achse endet bei 1,5 × p99,9 (%1): Der Ausläufer reicht bis %2 (%3 Messwerte jenseits)',
    # Names core puts into its sentences
    'iterations': 'Iterationen',
    'warmup': 'Aufwärmen',
    'repetitions': 'Wiederholungen',
    'parties': 'Beteiligte',
    'gap_us': 'Pause (µs)',
    'stream_total_bytes': 'Gesamtmenge',
    'peer_timeout_ms': 'Zeitlimit der Gegenstelle (ms)',
    'min_rounds': 'Mindestrunden',
    '1 round': '1 Runde',
    '%1 rounds': '%1 Runden',
    'two modes: %1': 'zwei Modi: %1',
    'three modes: %1': 'drei Modi: %1',
    'four modes: %1': 'vier Modi: %1',
    'five modes: %1': 'fünf Modi: %1',
    'six modes: %1': 'sechs Modi: %1',
    'several modes: %1': 'mehrere Modi: %1',
    ' — the slower one pays for waking an idle CPU; try same-core or keep-awake':
        ' — der langsamere bezahlt das Wecken einer untätigen CPU; same-core oder Kerne wach halten versuchen',
    ' (interval only %1% sure)': ' (Intervall nur zu %1 % sicher)',
    'not settled: ±%1% after %2%3, time budget spent':
        'nicht eingependelt: ±%1 % nach %2%3, Zeitbudget verbraucht',
    '%1 (fixed) are too few for a 95% interval: ±%2% is only %3% sure; 6 rounds or more, or let the run settle':
        '%1 (fest) sind zu wenige für ein 95-%-Intervall: ±%2 % ist nur zu %3 % sicher; 6 Runden oder mehr, oder die Messung einpendeln lassen',
    'imprecise: ±%1% after %2 (fixed); more rounds, or let the run settle':
        'ungenau: ±%1 % nach %2 (fest); mehr Runden, oder die Messung einpendeln lassen',
    'first round %1× slower than the rest (warm-up too short, or the machine was busy)':
        'erste Runde %1× langsamer als der Rest (Aufwärmen zu kurz, oder die Maschine war beschäftigt)',
    'consecutive samples correlated (lag-1 r = %1): drift or bursts; the interval is over rounds, not samples':
        'aufeinanderfolgende Messwerte korreliert (Lag-1 r = %1): Drift oder Schübe; das Intervall geht über Runden, nicht über Messwerte',
    'spinning on an oversubscribed machine (%1): spin figures here are not what an idle machine shows; try --wait spin-block or block':
        'aktives Warten auf einer überbuchten Maschine (%1): Diese Spin-Zahlen zeigen nicht, was eine unbeschäftigte Maschine zeigt; versuchen Sie --wait spin-block oder block',
    'spinning on an oversubscribed machine (%1): spin figures here are not what an idle machine shows; compare --wait block':
        'aktives Warten auf einer überbuchten Maschine (%1): Diese Spin-Zahlen zeigen nicht, was eine unbeschäftigte Maschine zeigt; zum Vergleich --wait block',
    '%1 runnable threads on %2 CPUs': '%1 lauffähige Threads auf %2 CPUs',
    '%1 involuntary switches per 1000 messages': '%1 unfreiwillige Kontextwechsel je 1000 Nachrichten',
    '%1 involuntary switches in %2': '%1 unfreiwillige Kontextwechsel in %2',
    '%1 far outliers (%2%) above %3 %4, kept in every figure':
        '%1 weite Ausreißer (%2 %) über %3 %4, in jeder Zahl enthalten',
    'time_budget_s': 'Zeitbudget (s)',
    'pingpong': 'Ping-Pong',
    'lock': 'Sperre',
    'paced': 'getaktet',
    'one-sided': 'einseitig',
    'block': 'blockieren',
    'spin': 'aktiv warten',
    'spin-yield': 'aktiv warten, dann abgeben',
    'spin-block': 'aktiv warten, dann blockieren',
    'same-core': 'gleicher Kern',
    'cross-core': 'verschiedene Kerne',
    # parseSizeList
    'no sizes given: expected e.g. "64,4096", "1K,64K" or "4..512K"':
        'keine Größen angegeben: erwartet z. B. „64,4096“, „1K,64K“ oder „4..512K“',
    'invalid size "%1": %2': 'ungültige Größe „%1“: %2',
    'too large': 'zu groß',
    'expected a whole number of bytes with an optional K, M or G suffix (e.g. 64, 4K, 1M)':
        'erwartet eine ganze Zahl von Bytes, optional mit K, M oder G (z. B. 64, 4K, 1M)',
    'empty item in the list (two commas, or a comma at an end)':
        'leerer Eintrag in der Liste (zwei Kommas oder ein Komma am Ende)',
    'a size must be at least 1 byte': 'eine Größe muss mindestens 1 Byte sein',
    'a range must start at 1 byte or more (it doubles)':
        'ein Bereich muss bei 1 Byte oder mehr beginnen (er verdoppelt sich)',
    'a range must go from the smaller size to the larger':
        'ein Bereich muss von der kleineren zur größeren Größe gehen',
    # validate()
    'at least one mechanism is required (known: %1)':
        'mindestens ein Mechanismus ist nötig (bekannt: %1)',
    'mechanism "%1" is listed more than once': 'Mechanismus „%1“ ist mehrfach aufgeführt',
    'unknown mechanism "%1" (known: %2)': 'unbekannter Mechanismus „%1“ (bekannt: %2)',
    'mechanism "%1" cannot run against a remote peer: only the network mechanisms tcp, udp, websocket and zmq.tcp can':
        'Mechanismus „%1“ kann nicht gegen eine entfernte Gegenstelle laufen: Das können nur die Netzwerkmechanismen tcp, udp, websocket und zmq.tcp',
    'mechanism "%1" is not available on this system: %2':
        'Mechanismus „%1“ ist auf diesem System nicht verfügbar: %2',
    "mechanism \"%1\" is report %2's own method, not communication: it runs only with the one-sided pattern (got %3)":
        'Mechanismus „%1“ ist die eigene Methode von Bericht %2, keine Kommunikation: Er läuft nur mit dem einseitigen Muster (angegeben: %3)',
    'mechanism "%1" does not support the %2 pattern (it supports: %3)':
        'Mechanismus „%1“ unterstützt das Muster „%2“ nicht (er unterstützt: %3)',
    'mechanism "%1" does not offer the %2 wait strategy (it offers: %3)':
        'Mechanismus „%1“ bietet die Wartestrategie „%2“ nicht (er bietet: %3)',
    'at least one message size is required, between %1 and %2':
        'mindestens eine Nachrichtengröße ist nötig, zwischen %1 und %2',
    'at most %1 message sizes per experiment (got %2)':
        'höchstens %1 Nachrichtengrößen pro Experiment (angegeben: %2)',
    'size %1 is listed more than once': 'Größe %1 ist mehrfach aufgeführt',
    'sizes must be between %1 and %2 (got %3)':
        'Größen müssen zwischen %1 und %2 liegen (angegeben: %3)',
    'mechanism "%1" carries messages between %2 and %3 (got %4)':
        'Mechanismus „%1“ überträgt Nachrichten zwischen %2 und %3 (angegeben: %4)',
    '%1 must be between %2 and %3 (got %4)': '%1 muss zwischen %2 und %3 liegen (angegeben: %4)',
    'stream_total_bytes applies only to the stream pattern (got %1)':
        'Die Gesamtmenge gilt nur für das Muster Strom (angegeben: %1)',
    'stream_total_bytes (%1) must be at least the message size (%2)':
        'Die Gesamtmenge (%1) muss mindestens die Nachrichtengröße (%2) sein',
    'stream_total_bytes %1 in messages of %2 is %3 messages per repetition, more than the %4 iterations allowed':
        'Gesamtmenge %1 in Nachrichten zu %2 ergibt %3 Nachrichten pro Wiederholung, mehr als die erlaubten %4 Iterationen',
    'remote peer: %1 (expected HOST:PORT, e.g. 10.0.0.2:7290)':
        'entfernte Gegenstelle: %1 (erwartet HOST:PORT, z. B. 10.0.0.2:7290)',
    'invalid address "%1": %2': 'ungültige Adresse „%1“: %2',
    'the host is missing': 'der Host fehlt',
    'a remote peer runs on another machine: only the unpinned placement applies (got %1)':
        'eine entfernte Gegenstelle läuft auf einem anderen Rechner: Nur die ungebundene Platzierung ist möglich (angegeben: %1)',
    'cross-core placement needs at least 2 CPUs this process may run on (got %1)':
        'die Platzierung auf verschiedenen Kernen braucht mindestens 2 CPUs, die dieser Prozess nutzen darf (vorhanden: %1)',
    'mechanism "%1" would spin on the same core as its peer: every hand-off would wait for the scheduler to take the spinner off the CPU (a time slice, milliseconds), measuring the scheduler for minutes. Use --wait spin-yield or block, or cross-core':
        'Mechanismus „%1“ würde auf demselben Kern wie seine Gegenstelle aktiv warten: Jede Übergabe wartete, bis der Scheduler den Wartenden von der CPU nimmt (eine Zeitscheibe, Millisekunden), und minutenlang würde der Scheduler gemessen. Wählen Sie bei „Warten“ „Aktiv warten, dann abgeben“ oder „Blockieren“, oder verschiedene Kerne',
    # A point's failure, a remote peer
    'cancelled': 'abgebrochen',
    'the peer did not answer for %1 ms (peer timeout)%2':
        'die Gegenstelle hat %1 ms lang nicht geantwortet (Zeitlimit)%2',
    'cannot open %1: %2': '%1 kann nicht geöffnet werden: %2',
    'remote peer %1: no answer within %2 ms (host unreachable, or a firewall drops the connection)':
        'entfernte Gegenstelle %1: keine Antwort binnen %2 ms (Host nicht erreichbar, oder eine Firewall verwirft die Verbindung)',
    'remote peer %1: connected, but no welcome within %2 ms (is it an ipclab-peer?)':
        'entfernte Gegenstelle %1: verbunden, aber kein Willkommen binnen %2 ms (ist es ein ipclab-peer?)',
    'remote peer %1 refused: %2': 'entfernte Gegenstelle %1 hat abgelehnt: %2',
    # fromJson()
    'not JSON: %1': 'kein JSON: %1',
    'not a result file IPC Lab reads: %1': 'keine Ergebnisdatei, die IPC Lab liest: %1',
    'missing field %1': 'Feld %1 fehlt',
    '%1 must be %2 (got %3)': '%1 muss %2 sein (gefunden: %3)',
    'a string': 'eine Zeichenkette',
    'true or false': 'true oder false',
    'a number': 'eine Zahl',
    'an object': 'ein Objekt',
    'an array': 'ein Array',
    'a number or null': 'eine Zahl oder null',
    'a non-negative integer': 'eine nicht negative ganze Zahl',
    'app is "%1": not an IPC Lab result (expected "ipclab")':
        'app ist „%1“: kein Ergebnis von IPC Lab (erwartet „ipclab“)',
    'schema_version %1 is newer than this build reads (%2)':
        'schema_version %1 ist neuer, als dieser Build lesen kann (%2)',
})


def core_table():
    """German for the texts of context ipclab::CoreText: mechanisms, presets, fragments."""
    table = dict(MECHANISMS_DE)
    for english, german in PRESETS_DE.items():
        if table.setdefault(english, german) != german:
            sys.exit('mechanisms_de.py and presets_de.py disagree on %r' % english)
    table.update(MECHANISMS_DE_PARTS)
    return table


def main(path):
    tree = ET.parse(path)
    core = core_table()
    missing = []
    for context in tree.getroot().iter('context'):
        name = context.find('name').text
        for message in context.iter('message'):
            source = message.find('source').text or ''
            translation = message.find('translation')
            german = core.get(source) if name == CORE_CONTEXT else DE.get(source)
            if german is None:
                missing.append((name, source))
                continue
            translation.attrib.pop('type', None)
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if message.get('numerus') == 'yes':
                forms = german if isinstance(german, tuple) else (german, german)
                for form in forms:
                    ET.SubElement(translation, 'numerusform').text = form
            else:
                translation.text = german if isinstance(german, str) else german[-1]
    tree.write(path, encoding='utf-8', xml_declaration=True)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text.replace("<?xml version='1.0' encoding='utf-8'?>",
                             '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>'))
    if missing:
        sys.exit('no German for %d source text(s) (left unfinished in %s):\n' %
                 (len(missing), path) +
                 '\n'.join('[%s] %r' % entry for entry in missing))


if __name__ == '__main__':
    main(sys.argv[1])
