#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPoint>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <limits>

#include "charts/core_text.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "ipclab/lab_service.hpp"

// The experiment panel's fields, built one group at a time (experiment_panel.cpp validates and
// reads them).
namespace ipclab::app {
namespace {

QSpinBox* makeSpinBox(int minimum, long long maximum, int value) {
    auto* box = new QSpinBox;
    box->setRange(minimum,
                  static_cast<int>(std::min<long long>(maximum, std::numeric_limits<int>::max())));
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

// A digit that would take the box past its maximum is refused by the box: said at the box, so
// that 99999999999999 typed does not silently become 99,999,999.
void sayWhenRefused(QSpinBox* box) {
    auto* edit = box->findChild<QLineEdit*>();
    if (edit == nullptr) {
        return;
    }
    QObject::connect(edit, &QLineEdit::inputRejected, box, [box] {
        QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())),
                           ExperimentPanel::tr("At most %1: a larger number is refused.")
                               .arg(QLocale().toString(box->maximum())),
                           box);
    });
}

}  // namespace

QVBoxLayout* ExperimentPanel::addRow(const QString& label, QWidget* field,
                                     const QString& errorField, const QString& glossaryTerm) {
    // A field with its error line under it; a "?" beside the fields whose words the glossary
    // explains.
    auto* box = new QVBoxLayout;
    box->setSpacing(1);
    box->setContentsMargins(0, 0, 0, 0);
    if (glossaryTerm.isEmpty()) {
        box->addWidget(field);
    } else {
        auto* line = new QHBoxLayout;
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(field, 1);
        line->addWidget(glossaryButton(glossaryTerm));
        box->addLayout(line);
    }
    box->addWidget(addErrorLabel(errorField));
    m_form->addRow(label, box);
    return box;
}

void ExperimentPanel::buildPatternFields() {
    m_pattern = new QComboBox;
    m_pattern->setObjectName(QStringLiteral("pattern"));
    m_pattern->addItem(tr("Ping-pong (latency)"), QStringLiteral("pingpong"));
    m_pattern->addItem(tr("Stream (throughput)"), QStringLiteral("stream"));
    m_pattern->addItem(tr("Lock (contention, ns per operation)"), QStringLiteral("lock"));
    m_pattern->addItem(tr("Paced (ping-pong with an idle gap)"), QStringLiteral("paced"));
    m_pattern->addItem(tr("One-sided (report 000's method)"), QStringLiteral("one-sided"));
    m_pattern->setToolTip(
        tr("What is measured: round-trip latency, bulk throughput, lock "
           "contention, latency after an idle pause, or a send nobody reads."));
    addRow(tr("Pattern"), m_pattern, QStringLiteral("pattern"));

    m_wait = new QComboBox;
    m_wait->setObjectName(QStringLiteral("wait"));
    m_wait->addItem(tr("Mechanism default"), QString());
    m_wait->addItem(tr("Block (sleep in the kernel)"), QStringLiteral("block"));
    m_wait->addItem(tr("Spin (burns a core)"), QStringLiteral("spin"));
    m_wait->addItem(tr("Spin, then yield"), QStringLiteral("spin-yield"));
    m_wait->addItem(tr("Spin, then block"), QStringLiteral("spin-block"));
    m_wait->setToolTip(
        tr("How a waiting party waits, where the mechanism lets one choose. A spinning "
           "mechanism is fast but keeps a core busy: compare like with like."));
    addRow(tr("Wait"), m_wait, QStringLiteral("wait"), QStringLiteral("wait"));
}

void ExperimentPanel::buildSizeFields() {
    // Sizes: a doubling range picker that writes into the free-entry field below it.
    m_sizeFrom = new QComboBox;
    m_sizeFrom->setObjectName(QStringLiteral("sizeFrom"));
    m_sizeTo = new QComboBox;
    m_sizeTo->setObjectName(QStringLiteral("sizeTo"));
    for (std::size_t size = kMinMessageBytes; size <= kMaxMessageBytes; size *= 2) {
        const QString label = QString::fromStdString(formatBytes(size));
        m_sizeFrom->addItem(label, static_cast<qulonglong>(size));
        m_sizeTo->addItem(label, static_cast<qulonglong>(size));
    }
    m_sizeFrom->setToolTip(tr("Smallest size of a doubling range"));
    m_sizeTo->setToolTip(tr("Largest size of a doubling range"));
    auto* rangeRow = new QHBoxLayout;
    rangeRow->setContentsMargins(0, 0, 0, 0);
    rangeRow->addWidget(m_sizeFrom, 1);
    rangeRow->addWidget(new QLabel(tr("to")));
    rangeRow->addWidget(m_sizeTo, 1);
    auto* range = new QWidget;
    range->setLayout(rangeRow);
    m_form->addRow(tr("Size range"), range);

    m_sizes = new QLineEdit;
    m_sizes->setObjectName(QStringLiteral("sizes"));
    m_sizes->setPlaceholderText(QStringLiteral("64,4096  |  4..512K"));
    m_sizes->setToolTip(
        tr("Sizes in bytes: a list (64,4096), a doubling range (4..512K), or "
           "both. K, M, G are KiB, MiB, GiB."));
    addRow(tr("Sizes"), m_sizes, QStringLiteral("sizes"));
}

void ExperimentPanel::buildRoundFields() {
    // Minimum 0, not 1: a typed 0 must reach validate() and be refused under the field. With a
    // minimum of 1 the spin box silently put the previous value back and the run used it.
    m_iterations = makeSpinBox(0, static_cast<long long>(kMaxIterations), 2000);
    m_iterations->setObjectName(QStringLiteral("iterations"));
    m_iterations->setToolTip(tr("Timed messages (ping-pong) or chunks (stream) per repetition, "
                                "at most %1")
                                 .arg(QLocale().toString(m_iterations->maximum())));
    sayWhenRefused(m_iterations);
    addRow(tr("Iterations"), m_iterations, QStringLiteral("iterations"));
    m_warmup = makeSpinBox(0, static_cast<long long>(kMaxWarmup), 200);
    m_warmup->setObjectName(QStringLiteral("warmup"));
    m_warmup->setToolTip(tr("Untimed messages before each repetition"));
    sayWhenRefused(m_warmup);
    addRow(tr("Warm-up"), m_warmup, QStringLiteral("warmup"));
    // Rounds: settle (the default, as in the CLI) or a fixed count. A round is one block of
    // samples of every point; a point's rounds are its repetitions.
    m_rounds = new QComboBox;
    m_rounds->setObjectName(QStringLiteral("rounds"));
    m_rounds->addItem(tr("settle to"), QStringLiteral("settle"));
    m_rounds->addItem(tr("fixed"), QStringLiteral("fixed"));
    m_rounds->setToolTip(
        tr("Settle: every point gets rounds until the 95% interval of its median is within the "
           "precision, or until the time budget is spent (a point that did not settle says so). "
           "Fixed: exactly this many rounds per point."));
    m_precision = new QDoubleSpinBox;
    m_precision->setObjectName(QStringLiteral("precision"));
    m_precision->setRange(kMinPrecision * 100.0, kMaxPrecision * 100.0);
    m_precision->setDecimals(1);
    m_precision->setValue(5.0);
    m_precision->setPrefix(QStringLiteral("\u00B1"));
    m_precision->setSuffix(QStringLiteral(" %"));
    m_precision->setToolTip(tr("Settle: half-width of the median's 95% interval, in percent"));
    m_timeBudget = makeSpinBox(0, kMaxTimeBudgetSeconds, 120);
    m_timeBudget->setObjectName(QStringLiteral("timeBudget"));
    m_timeBudget->setPrefix(tr("budget "));
    m_timeBudget->setSuffix(QStringLiteral(" s"));
    m_timeBudget->setToolTip(tr("Settle: no new round starts after this many seconds"));
    m_repetitions = makeSpinBox(0, kMaxRepetitions, 5);
    m_repetitions->setObjectName(QStringLiteral("repetitions"));
    m_repetitions->setToolTip(
        tr("Fixed: independent repetitions; the 95% interval is computed across them"));
    auto* roundsLine = new QHBoxLayout;
    roundsLine->setContentsMargins(0, 0, 0, 0);
    roundsLine->addWidget(m_rounds);
    roundsLine->addWidget(m_precision, 1);
    roundsLine->addWidget(m_timeBudget, 1);
    roundsLine->addWidget(m_repetitions, 1);
    auto* roundsField = new QWidget;
    roundsField->setLayout(roundsLine);
    QVBoxLayout* roundsBox =
        addRow(tr("Rounds"), roundsField, QStringLiteral("repetitions"), QStringLiteral("ci"));
    roundsBox->addWidget(addErrorLabel(QStringLiteral("precision")));
    roundsBox->addWidget(addErrorLabel(QStringLiteral("time_budget_s")));
}

// Where the OS cannot pin threads (macOS: affinity is only a hint, ignored on Apple silicon),
// same core and different cores are shown but not offered (validation would refuse them), and
// auto runs unpinned (placementFor).
void ExperimentPanel::offerOnlyPlacementsThisSystemGives() {
    const platform::Capability pinning = LabService::cpuPinning();
    if (pinning.available) {
        return;
    }
    auto* items = qobject_cast<QStandardItemModel*>(m_placement->model());
    const QString why = coreText(pinning.note);
    for (const QString& pinned : {QStringLiteral("same-core"), QStringLiteral("cross-core")}) {
        QStandardItem* item = items->item(m_placement->findData(pinned));
        item->setEnabled(false);
        item->setToolTip(why);
    }
    m_placement->setItemText(m_placement->findData(QStringLiteral("auto")),
                             tr("Auto: unpinned (this system cannot pin threads)"));
    m_placement->setToolTip(m_placement->toolTip() + QLatin1Char('\n') + why);
}

void ExperimentPanel::buildPlacementFields() {
    m_placement = new QComboBox;
    m_placement->setObjectName(QStringLiteral("placement"));
    m_placement->addItem(tr("Auto: blocking on one core, spinning on two"), QStringLiteral("auto"));
    m_placement->addItem(tr("Unpinned (the OS decides)"), QStringLiteral("unpinned"));
    m_placement->addItem(tr("Same core"), QStringLiteral("same-core"));
    m_placement->addItem(tr("Different cores"), QStringLiteral("cross-core"));
    m_placement->setToolTip(
        tr("Where the two parties run. Auto (the default) measures each mechanism rather than "
           "an idle CPU's wake-up: a blocking hand-off on one core, a spinning one on two. "
           "Different cores or unpinned show the wake-up itself; compare placements before "
           "ranking mechanisms on a virtual machine."));
    offerOnlyPlacementsThisSystemGives();
    addRow(tr("Placement"), m_placement, QStringLiteral("placement"), QStringLiteral("placement"));

    m_parties = makeSpinBox(1, kMaxParties, 2);
    m_parties->setObjectName(QStringLiteral("parties"));
    m_parties->setToolTip(tr("Lock pattern: threads or processes acquiring the lock at once"));
    m_partiesRow = addRow(tr("Parties"), m_parties, QStringLiteral("parties"));
    m_lockLoop = new QComboBox;
    m_lockLoop->setObjectName(QStringLiteral("lockLoop"));
    m_lockLoop->addItem(tr("Counter inside the lock"), QStringLiteral("counter"));
    m_lockLoop->addItem(tr("Lock + unlock only (report 003)"), QStringLiteral("bare"));
    m_lockLoop->setToolTip(
        tr("Lock pattern: what each party does while it holds the lock. The counter proves "
           "mutual exclusion in the timed loop but moves its own cache line too; the bare loop "
           "only locks and unlocks, and its mutual exclusion is checked in a counted round "
           "before the timed ones. Neither passes data between the parties."));
    m_lockLoopRow = addRow(tr("Lock loop"), m_lockLoop, QStringLiteral("lock_loop"));
    m_gapUs = makeSpinBox(0, kMaxGapUs, 1000);
    m_gapUs->setObjectName(QStringLiteral("gapUs"));
    m_gapUs->setSuffix(QStringLiteral(" \u00B5s"));
    m_gapUs->setToolTip(
        tr("Paced pattern: time between scheduled sends. Message i is due at the "
           "repetition's start + i \u00D7 gap and sent then, or at once when a slow reply "
           "put it behind schedule (open loop), so that every message pays the wake-up a "
           "real program pays and slow moments are not under-sampled"));
    m_gapRow = addRow(tr("Gap"), m_gapUs, QStringLiteral("gap_us"));
    m_total = new QLineEdit;
    m_total->setObjectName(QStringLiteral("total"));
    m_total->setPlaceholderText(tr("e.g. 1G (empty: iterations \u00D7 chunk)"));
    m_total->setToolTip(
        tr("Stream pattern: bytes to move per repetition whatever the chunk "
           "size (report 002's bulk transfer). K, M, G are KiB, MiB, GiB."));
    m_totalRow = addRow(tr("Total"), m_total, QStringLiteral("stream_total_bytes"));
}

void ExperimentPanel::buildAwakeFields() {
    m_keepAwake = new QCheckBox(tr("Keep cores awake"));
    m_keepAwake->setObjectName(QStringLiteral("keepAwake"));
    m_keepAwake->setToolTip(
        tr("A lowest-priority spinner on the cores in use while measuring, so that a blocking "
           "hand-off does not also pay for waking an idle (virtual) CPU."));
    auto* keepAwakeRow = new QHBoxLayout;
    keepAwakeRow->setContentsMargins(0, 0, 0, 0);
    keepAwakeRow->addWidget(m_keepAwake, 1);
    keepAwakeRow->addWidget(glossaryButton(QStringLiteral("keep-awake")));
    m_form->addRow(QString(), keepAwakeRow);
    m_holdIdleLatency = new QCheckBox(tr("Hold CPUs out of deep sleep"));
    m_holdIdleLatency->setObjectName(QStringLiteral("holdIdleLatency"));
    // Asked once: whether this process may hold the limit does not change while it runs.
    const std::string unavailable = idleLatencyHoldUnavailableReason();
    if (unavailable.empty()) {
        m_holdIdleLatency->setToolTip(
            tr("Holds the CPUs' wake-up latency limit at 0 \u00B5s while measuring "
               "(/dev/cpu_dma_latency): a waiting CPU polls instead of halting, so a hand-off "
               "no longer pays for waking it. Removes the cause the spinner works around."));
    } else {
        m_holdIdleLatency->setEnabled(false);
        m_holdIdleLatency->setToolTip(tr("Unavailable here: %1").arg(coreText(unavailable)));
    }
    m_form->addRow(QString(), m_holdIdleLatency);
}

void ExperimentPanel::buildRemoteFields() {
    m_remotePeer = new QLineEdit;
    m_remotePeer->setObjectName(QStringLiteral("remotePeer"));
    m_remotePeer->setPlaceholderText(tr("HOST:PORT (empty: this machine)"));
    m_remotePeer->setToolTip(
        tr("An ipclab-peer started with --listen on another host: the network mechanisms then "
           "measure across hosts."));
    addRow(tr("Remote peer"), m_remotePeer, QStringLiteral("remote_peer"));
    m_remoteToken = new QLineEdit;
    m_remoteToken->setObjectName(QStringLiteral("remoteToken"));
    m_remoteToken->setEchoMode(QLineEdit::Password);
    m_remoteToken->setPlaceholderText(tr("shared secret of the remote peer"));
    m_remoteToken->setToolTip(tr("The token the remote peer was started with. Never saved."));
    m_tokenRow = addRow(tr("Token"), m_remoteToken, QStringLiteral("remote_token"));
}

}  // namespace ipclab::app
