#include "gui/dialogs/glossary_dialog.hpp"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace ipclab::app {
namespace {

class Glossary {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::Glossary)
  public:
    static std::pair<QString, QString> entry(const QString& term) {
        auto found = statisticsEntry(term);
        return found.first.isEmpty() ? machineEntry(term) : found;
    }
    // The figures: what a median, a percentile, an interval and a throughput statistic mean.
    static std::pair<QString, QString> statisticsEntry(const QString& term) {
        if (term == QLatin1String("median")) {
            return {tr("Median"),
                    tr("The middle value: half the messages took less, half took more. Unlike "
                       "the mean, a few very slow messages (the scheduler, an interrupt) do "
                       "not move it, so it tells what a message usually costs.")};
        }
        if (term == QLatin1String("p99")) {
            return {tr("p99, p99.9 (percentiles)"),
                    tr("99% of the messages were faster than p99, 99.9% faster than p99.9. "
                       "They show the slow tail a real program meets now and then: two "
                       "mechanisms with the same median can differ tenfold at p99.")};
        }
        if (term == QLatin1String("ci")) {
            return {tr("Confidence interval (95%)"),
                    tr("The range the true median lies in with 95% confidence, judged from "
                       "how much the repetitions differ. Narrow: the figure is repeatable. "
                       "Two mechanisms whose intervals overlap are not shown to differ; "
                       "more repetitions narrow it.")};
        }
        if (term == QLatin1String("throughput")) {
            return {tr("Min, median, mean throughput"),
                    tr("A throughput is taken over the time per byte, as the reports took "
                       "theirs. Its min is the fastest repetition (the least time per byte, so "
                       "the highest bytes per second), not the slowest; its median the middle "
                       "repetition; its mean all bytes over all the time. A report that gives "
                       "its best run is compared with our min.")};
        }
        return {};
    }
    // Where and how the parties run, and what the machine counts.
    static std::pair<QString, QString> machineEntry(const QString& term) {
        if (term == QLatin1String("wait")) {
            return {tr("Spin vs block (wait strategy)"),
                    tr("A waiting party either blocks (sleeps in the kernel until woken: "
                       "cheap on CPU, but each wake-up costs microseconds) or spins (checks "
                       "memory in a loop: the fastest hand-off, but it burns a whole core "
                       "while waiting). Compare like with like, and look at the CPU column.")};
        }
        if (term == QLatin1String("placement")) {
            return {tr("Placement"),
                    tr("Where the two parties run. Auto (the default): each mechanism where it "
                       "measures itself - a blocking hand-off on one core, so no idle CPU has "
                       "to wake, a spinning one on two, as a spinner needs a CPU of its own; "
                       "the chart's title says where the points ran. Unpinned: "
                       "the operating system decides. Same core: both take turns on one CPU "
                       "(no parallelism, cheap hand-offs). Different cores: each has its own "
                       "CPU, so spinning pays off. Results differ a lot between placements, "
                       "above all on a virtual machine: see Hand-off across cores for why.")};
        }
        if (term == QLatin1String("handoff")) {
            return {tr("Hand-off across cores (why cross-core can be slower)"),
                    tr("On one core, a message hands the CPU from sender to receiver: the "
                       "scheduler switches to the receiver and nothing else happens. Across "
                       "cores, a blocked receiver's core has nothing to run and goes idle. "
                       "The sender's wake-up then sends an inter-processor interrupt to that "
                       "core, which must first leave its idle state (a deep sleep state, or on "
                       "a virtual machine a halted virtual CPU the hypervisor has to schedule "
                       "again: microseconds to tens of microseconds) before the receiver runs. "
                       "The message itself moves too: each 64-byte cache line the sender wrote "
                       "sits in the sender core's cache and is transferred to the receiver's "
                       "core when it reads it. Spinning avoids the wake-up (the receiver never "
                       "sleeps) but not the cache-line transfer; Keep cores awake and Hold CPUs "
                       "out of deep sleep remove most of the idle-state exit.")};
        }
        if (term == QLatin1String("keep-awake")) {
            return {tr("Keep cores awake"),
                    tr("Idle CPUs fall asleep, and waking one (a virtual CPU above all) can "
                       "cost more than the message itself. Keep-awake runs a lowest-priority "
                       "spinner on the cores in use, so a blocking mechanism is measured "
                       "without that wake-up. Tick it, run again and compare.")};
        }
        if (term == QLatin1String("anatomy")) {
            return {tr("Anatomy of a message"),
                    tr("What the operating system counted for each party per message: how "
                       "often it slept (blocked, then was woken: a voluntary context switch), "
                       "how often it was preempted (taken off its CPU), its page faults and CPU "
                       "time. A pipe across cores shows one sleep per message on each side: "
                       "that wake-up is most of its microseconds. A spinning mechanism across "
                       "cores shows none. Counted between rounds, never inside the timing. "
                       "The table writes each as a pair, me/peer: me is the side that sends "
                       "first (it measures the time), peer the side that answers. The CPU "
                       "column counts each side over the timed messages only (not warm-up, "
                       "set-up or the waits between rounds), so a side that spins shows about "
                       "one mean round trip of CPU per message.")};
        }
        if (term == QLatin1String("floor")) {
            return {tr("Hardware's floor"),
                    tr("A CPU core keeps the memory it works on in its cache, in 64-byte "
                       "pieces called cache lines. When one core writes a line and another "
                       "reads it, the line has to travel from the first core's cache to the "
                       "second's. The floor is the fastest such trip: two threads on two cores "
                       "take turns on one cache line, spinning, with nothing else around it. "
                       "Every hand-off between two cores moves at least that line, so no "
                       "mechanism on two cores can be faster. A spinning mechanism's ratio to "
                       "the floor says how much its design adds: near 1× it costs little more "
                       "than the hardware, 3× means two extra line trips or work in between. "
                       "The floor is measured just before each round of a spinning mechanism "
                       "on two cores, on the same two CPUs, so that both figures come from the "
                       "same minutes (on a virtual machine the host may move its CPUs closer "
                       "or further apart). It is drawn only beside those bars: a blocking or "
                       "same-core hand-off pays for a wake-up or a context switch the floor "
                       "does not hold, so against it the ratio says nothing.")};
        }
        if (term == QLatin1String("core-map")) {
            return coreMap();
        }
        return {};
    }
    static std::pair<QString, QString> coreMap() {
        return {tr("Core map"),
                tr("One mechanism measured between every pair of CPUs: the row is the CPU "
                   "of the party that sends first, the column the CPU of the one that "
                   "answers. The colour is the median one-way latency. Two CPUs that share a "
                   "core (SMT siblings), a cluster or a package usually hand over faster "
                   "than two in different packages. On one CPU a "
                   "blocking mechanism is often fastest (no idle CPU to wake); a spinning "
                   "one is refused there, because the spinner would only wait for the "
                   "scheduler. Run > Core map… draws it; with many CPUs it measures one "
                   "pair of each kind first, then more while the time budget lasts.")};
    }
    static QString title() { return tr("Glossary"); }
    static QString more() { return tr("Click for the glossary."); }
};

}  // namespace

QStringList glossaryTerms() {
    return {QStringLiteral("median"),     QStringLiteral("p99"),        QStringLiteral("ci"),
            QStringLiteral("wait"),       QStringLiteral("placement"),  QStringLiteral("handoff"),
            QStringLiteral("keep-awake"), QStringLiteral("throughput"), QStringLiteral("anatomy"),
            QStringLiteral("floor"),      QStringLiteral("core-map")};
}

QString glossaryEntry(const QString& term) {
    const auto [title, text] = Glossary::entry(term);
    if (title.isEmpty()) {
        return {};
    }
    QString html = QStringLiteral("<h3><a name=\"%1\"></a>%2</h3><p>%3</p>")
                       .arg(term, title.toHtmlEscaped(), text.toHtmlEscaped());
    if (term == QLatin1String("placement")) {
        // The why in one place, one click away.
        html += QStringLiteral("<p><a href=\"#handoff\">%1</a></p>")
                    .arg(Glossary::entry(QStringLiteral("handoff")).first.toHtmlEscaped());
    }
    return html;
}

void showGlossary(QWidget* parent, const QString& term) {
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("glossary"));
    dialog.setWindowTitle(Glossary::title());
    auto* text = new QTextBrowser;
    QString html;
    for (const QString& entry : glossaryTerms()) {
        html += glossaryEntry(entry);
    }
    text->setHtml(html);
    if (!term.isEmpty()) {
        text->scrollToAnchor(term);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    dialog.resize(520, 480);
    dialog.exec();
}

QToolButton* glossaryButton(const QString& term, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(QStringLiteral("?"));
    button->setObjectName(QStringLiteral("glossary:") + term);
    button->setAutoRaise(true);
    const auto [title, text] = Glossary::entry(term);
    button->setToolTip(
        QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
            .arg(title.toHtmlEscaped(), text.toHtmlEscaped(), Glossary::more().toHtmlEscaped()));
    QObject::connect(button, &QToolButton::clicked, button,
                     [button, term] { showGlossary(button->window(), term); });
    return button;
}

}  // namespace ipclab::app
