<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ipclab::app::Charts</name>
    <message numerus="yes">
        <source>+ %n more caption line(s): hover the title</source>
        <translation>
            <numerusform>+ %n more caption line: hover the title</numerusform>
            <numerusform>+ %n more caption lines: hover the title</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 one-way, the median of %n round(s)&apos; medians; 95% CI %2 – %3</source>
        <translation>
            <numerusform>%1 one-way, the median of %n round&apos;s medians; 95% CI %2 – %3</numerusform>
            <numerusform>%1 one-way, the median of %n rounds&apos; medians; 95% CI %2 – %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What the %1 costs: %2 ping-pong, one-way latency, %n paired round(s)</source>
        <translation>
            <numerusform>What the %1 costs: %2 ping-pong, one-way latency, %n paired round</numerusform>
            <numerusform>What the %1 costs: %2 ping-pong, one-way latency, %n paired rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::CloseGuard</name>
    <message numerus="yes">
        <source>%n run(s) could not be written to the run history.</source>
        <translation>
            <numerusform>%n run could not be written to the run history.</numerusform>
            <numerusform>%n runs could not be written to the run history.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::CoreMapPane</name>
    <message numerus="yes">
        <source>%n logical CPU(s)</source>
        <translation>
            <numerusform>%n logical CPU</numerusform>
            <numerusform>%n logical CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s)</source>
        <translation>
            <numerusform>%n package</numerusform>
            <numerusform>%n packages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 ordered pairs of CPUs%3, %n mechanism(s), at least %5 rounds per pair, interleaved: from about %4 s (every pair settles at once) to %6 s (the time budget; a busy machine takes all of it).</source>
        <translation>
            <numerusform>%1 of %2 ordered pairs of CPUs%3, %n mechanism, at least %5 rounds per pair, interleaved: from about %4 s (every pair settles at once) to %6 s (the time budget; a busy machine takes all of it).</numerusform>
            <numerusform>%1 of %2 ordered pairs of CPUs%3, %n mechanisms, at least %5 rounds per pair, interleaved: from about %4 s (every pair settles at once) to %6 s (the time budget; a busy machine takes all of it).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::LabReport</name>
    <message numerus="yes">
        <source>with %n parties</source>
        <translation>
            <numerusform>with %n party</numerusform>
            <numerusform>with %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lock: %n parties acquire and release one lock in turn; the figure is ns per acquire and release.</source>
        <translation>
            <numerusform>lock: %n party acquires and releases one lock in turn; the figure is ns per acquire and release.</numerusform>
            <numerusform>lock: %n parties acquire and release one lock in turn; the figure is ns per acquire and release.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds per point.</source>
        <translation>
            <numerusform>%n round per point.</numerusform>
            <numerusform>%n rounds per point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 and %3 are not ranked: %4 (medians of rounds); paired by round the ratio is %5, but %n round(s) give an interval only %6% sure; 6 rounds or more give a 95% one.</source>
        <translation>
            <numerusform>%1, %2 and %3 are not ranked: %4 (medians of rounds); paired by round the ratio is %5, but %n round gives an interval only %6% sure; 6 rounds or more give a 95% one.</numerusform>
            <numerusform>%1, %2 and %3 are not ranked: %4 (medians of rounds); paired by round the ratio is %5, but %n rounds give an interval only %6% sure; 6 rounds or more give a 95% one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Across the %n run(s)</source>
        <translation>
            <numerusform>Across the run</numerusform>
            <numerusform>Across the %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The same experiment was measured %n time(s), one run after another. One run&apos;s 95% interval holds the noise between its own rounds, seconds apart; runs minutes apart also meet another CPU frequency, other work on the host and another placement. Each figure below is the median of the runs&apos; figures (each run&apos;s median of rounds), with its interval across runs (order statistics; in brackets, how sure it is). &quot;runs agree&quot;: one value lies inside every run&apos;s own interval; &quot;runs differ&quot;: two runs&apos; intervals do not overlap, and one run&apos;s interval understates the uncertainty.</source>
        <translation>
            <numerusform>The same experiment was measured once, one run after another. One run&apos;s 95% interval holds the noise between its own rounds, seconds apart; runs minutes apart also meet another CPU frequency, other work on the host and another placement. Each figure below is the median of the runs&apos; figures (each run&apos;s median of rounds), with its interval across runs (order statistics; in brackets, how sure it is). &quot;runs agree&quot;: one value lies inside every run&apos;s own interval; &quot;runs differ&quot;: two runs&apos; intervals do not overlap, and one run&apos;s interval understates the uncertainty.</numerusform>
            <numerusform>The same experiment was measured %n times, one run after another. One run&apos;s 95% interval holds the noise between its own rounds, seconds apart; runs minutes apart also meet another CPU frequency, other work on the host and another placement. Each figure below is the median of the runs&apos; figures (each run&apos;s median of rounds), with its interval across runs (order statistics; in brackets, how sure it is). &quot;runs agree&quot;: one value lies inside every run&apos;s own interval; &quot;runs differ&quot;: two runs&apos; intervals do not overlap, and one run&apos;s interval understates the uncertainty.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::MainWindow</name>
    <message numerus="yes">
        <source>Measuring %n point(s)…</source>
        <translation>
            <numerusform>Measuring %n point…</numerusform>
            <numerusform>Measuring %n points…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n run(s): drawn beside this run.</source>
        <translation>
            <numerusform>Opened %n run: drawn beside this run.</numerusform>
            <numerusform>Opened %n runs: drawn beside this run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s).</source>
        <translation>
            <numerusform>Done: %n point.</numerusform>
            <numerusform>Done: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed.</source>
        <translation>
            <numerusform>%n failed.</numerusform>
            <numerusform>%n failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed, first: %1</source>
        <translation>
            <numerusform>%n failed, first: %1</numerusform>
            <numerusform>%n failed, first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::PresetPanel</name>
    <message numerus="yes">
        <source>%n step(s): choose one above and run it, or Run all steps.</source>
        <translation>
            <numerusform>%n step: choose one above and run it, or Run all steps.</numerusform>
            <numerusform>%n steps: choose one above and run it, or Run all steps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::ResultsPane</name>
    <message numerus="yes">
        <source>(%n more in the Median column&apos;s tooltips)</source>
        <translation>
            <numerusform>(%n more in the Median column&apos;s tooltips)</numerusform>
            <numerusform>(%n more in the Median column&apos;s tooltips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ipclab::app::RunRecord</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed)</source>
        <translation>
            <numerusform>(%n failed)</numerusform>
            <numerusform>(%n failed)</numerusform>
        </translation>
    </message>
</context>
</TS>
