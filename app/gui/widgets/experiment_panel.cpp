#include "gui/widgets/experiment_panel.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

#include "charts/core_text.hpp"
#include "gui/dialogs/glossary_dialog.hpp"
#include "gui/widgets/mechanism_picker.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/runner.hpp"

namespace ipclab::app {
namespace {

// "64K" rather than "65536": the suffixes parseSizeList reads back.
std::string shortSize(std::size_t bytes) {
    const char* suffixes[] = {"G", "M", "K"};
    const std::size_t units[] = {std::size_t{1} << 30, std::size_t{1} << 20, std::size_t{1} << 10};
    for (int i = 0; i < 3; ++i) {
        if (bytes >= units[i] && bytes % units[i] == 0) {
            return std::to_string(bytes / units[i]) + suffixes[i];
        }
    }
    return std::to_string(bytes);
}

QSpinBox* makeSpinBox(int minimum, long long maximum, int value) {
    auto* box = new QSpinBox;
    box->setRange(minimum,
                  static_cast<int>(std::min<long long>(maximum, std::numeric_limits<int>::max())));
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

// A red that reads on light and dark backgrounds alike.
const QString kErrorStyle = QStringLiteral("color: #d03030");

}  // namespace

QString formatEstimate(double seconds) {
    if (seconds < 1.0) {
        return QObject::tr("under a second");
    }
    if (seconds < 90.0) {
        return QObject::tr("about %1 s").arg(std::lround(seconds));
    }
    if (seconds < 90.0 * 60.0) {
        return QObject::tr("about %1 min").arg(std::lround(seconds / 60.0));
    }
    return QObject::tr("about %1 h").arg(QLocale().toString(seconds / 3600.0, 'f', 1));
}

std::string formatSizeList(const std::vector<std::size_t>& sizes) {
    std::string text;
    for (std::size_t i = 0; i < sizes.size();) {
        // The longest doubling run from i; three or more sizes collapse into "first..last".
        std::size_t end = i;
        while (end + 1 < sizes.size() && sizes[end + 1] == sizes[end] * 2) {
            ++end;
        }
        text += text.empty() ? "" : ",";
        if (end - i >= 2) {
            text += shortSize(sizes[i]) + ".." + shortSize(sizes[end]);
            i = end + 1;
        } else {
            text += shortSize(sizes[i]);
            ++i;
        }
    }
    return text;
}

ExperimentPanel::ExperimentPanel(const MechanismRegistry& registry, QWidget* parent)
    : QWidget(parent), m_registry(registry) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_mechanisms = new MechanismPicker(registry);
    layout->addWidget(m_mechanisms, 1);
    layout->addWidget(addErrorLabel(QStringLiteral("mechanisms")));
    connect(m_mechanisms, &MechanismPicker::changed, this, &ExperimentPanel::revalidate);

    auto* form = new QFormLayout;
    m_form = form;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A field with its error line under it.
    // A "?" beside the fields whose words the glossary explains.
    auto addRow = [&](const QString& label, QWidget* field, const QString& errorField,
                      const QString& glossaryTerm = QString()) {
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
        form->addRow(label, box);
        return box;
    };

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
    form->addRow(tr("Size range"), range);

    m_sizes = new QLineEdit;
    m_sizes->setObjectName(QStringLiteral("sizes"));
    m_sizes->setPlaceholderText(QStringLiteral("64,4096  |  4..512K"));
    m_sizes->setToolTip(
        tr("Sizes in bytes: a list (64,4096), a doubling range (4..512K), or "
           "both. K, M, G are KiB, MiB, GiB."));
    addRow(tr("Sizes"), m_sizes, QStringLiteral("sizes"));

    // Minimum 0, not 1: a typed 0 must reach validate() and be refused under the field. With a
    // minimum of 1 the spin box silently put the previous value back and the run used it.
    m_iterations = makeSpinBox(0, static_cast<long long>(kMaxIterations), 2000);
    m_iterations->setObjectName(QStringLiteral("iterations"));
    m_iterations->setToolTip(tr("Timed messages (ping-pong) or chunks (stream) per repetition"));
    addRow(tr("Iterations"), m_iterations, QStringLiteral("iterations"));
    m_warmup = makeSpinBox(0, static_cast<long long>(kMaxWarmup), 200);
    m_warmup->setObjectName(QStringLiteral("warmup"));
    m_warmup->setToolTip(tr("Untimed messages before each repetition"));
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

    m_placement = new QComboBox;
    m_placement->setObjectName(QStringLiteral("placement"));
    m_placement->addItem(tr("Unpinned (the OS decides)"), QStringLiteral("unpinned"));
    m_placement->addItem(tr("Same core"), QStringLiteral("same-core"));
    m_placement->addItem(tr("Different cores"), QStringLiteral("cross-core"));
    m_placement->setToolTip(
        tr("Where the two parties run: compare placements before ranking "
           "mechanisms on a virtual machine."));
    addRow(tr("Placement"), m_placement, QStringLiteral("placement"), QStringLiteral("placement"));

    m_parties = makeSpinBox(1, kMaxParties, 2);
    m_parties->setObjectName(QStringLiteral("parties"));
    m_parties->setToolTip(tr("Lock pattern: threads or processes acquiring the lock at once"));
    m_partiesRow = addRow(tr("Parties"), m_parties, QStringLiteral("parties"));
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

    m_keepAwake = new QCheckBox(tr("Keep cores awake"));
    m_keepAwake->setObjectName(QStringLiteral("keepAwake"));
    m_keepAwake->setToolTip(
        tr("A lowest-priority spinner on the cores in use while measuring, so that a blocking "
           "hand-off does not also pay for waking an idle (virtual) CPU."));
    auto* keepAwakeRow = new QHBoxLayout;
    keepAwakeRow->setContentsMargins(0, 0, 0, 0);
    keepAwakeRow->addWidget(m_keepAwake, 1);
    keepAwakeRow->addWidget(glossaryButton(QStringLiteral("keep-awake")));
    form->addRow(QString(), keepAwakeRow);
    m_holdIdleLatency = new QCheckBox(tr("Hold CPUs out of deep sleep"));
    m_holdIdleLatency->setObjectName(QStringLiteral("holdIdleLatency"));
    // Asked once: whether this process may hold the limit does not change while it runs.
    const std::string unavailable = idleLatencyHoldUnavailableReason();
    if (unavailable.empty()) {
        m_holdIdleLatency->setToolTip(
            tr("Holds the CPUs' wake-up latency limit at 0 \u00B5s while measuring "
               "(/dev/cpu_dma_latency): a waiting CPU polls instead of halting, so a hand-off "
               "no longer pays for waking it. Removes the cause the spinner works around. "
               "(CLI: --keep-awake=dma-latency)"));
    } else {
        m_holdIdleLatency->setEnabled(false);
        m_holdIdleLatency->setToolTip(tr("Unavailable here: %1").arg(coreText(unavailable)));
    }
    form->addRow(QString(), m_holdIdleLatency);

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
    layout->addLayout(form);

    m_estimate = new QLabel;
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimate->setWordWrap(true);
    layout->addWidget(m_estimate);
    m_problemLabel = new QLabel;
    m_problemLabel->setObjectName(QStringLiteral("problems"));
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(kErrorStyle);
    layout->addWidget(m_problemLabel);

    connect(m_pattern, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_placement, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_wait, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_sizeFrom, &QComboBox::activated, this, &ExperimentPanel::applySizeRange);
    connect(m_sizeTo, &QComboBox::activated, this, &ExperimentPanel::applySizeRange);
    connect(m_keepAwake, &QCheckBox::toggled, this, &ExperimentPanel::revalidate);
    connect(m_holdIdleLatency, &QCheckBox::toggled, this, &ExperimentPanel::revalidate);
    connect(m_rounds, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_precision, &QDoubleSpinBox::valueChanged, this, &ExperimentPanel::revalidate);
    // The range picker follows sizes typed by hand.
    connect(m_sizes, &QLineEdit::textEdited, this, [this](const QString& text) {
        auto sizes = parseSizeList(text.toStdString());
        if (sizes.ok()) {
            syncRangePicker(sizes.value());
        }
    });
    for (QLineEdit* edit : {m_sizes, m_total, m_remotePeer, m_remoteToken}) {
        connect(edit, &QLineEdit::textChanged, this, &ExperimentPanel::revalidate);
    }
    for (QSpinBox* box :
         {m_iterations, m_warmup, m_repetitions, m_parties, m_gapUs, m_timeBudget}) {
        connect(box, &QSpinBox::valueChanged, this, &ExperimentPanel::revalidate);
    }

    Experiment defaults;
    // A spinning mechanism beside blocking ones, so the wait strategy shows from the start.
    defaults.mechanisms = {"thread.mutex", "shm.ring", "pipe", "tcp"};
    defaults.sizesBytes = parseSizeList("64..64K").value();
    defaults.iterations = 2000;
    defaults.warmup = 200;
    defaults.repetitions = 5;
    defaults.settle = true;  // as the CLI's `run` without --repetitions
    setExperiment(defaults);
}

void ExperimentPanel::setPace(const LearnedPace& pace) {
    m_pace = pace;
    revalidate();
}

QLabel* ExperimentPanel::addErrorLabel(const QString& field) {
    auto* label = new QLabel;
    label->setObjectName(QStringLiteral("error:") + field);
    label->setStyleSheet(kErrorStyle);
    label->setWordWrap(true);
    label->hide();
    m_fieldErrors.insert(field, label);
    return label;
}

QString ExperimentPanel::fieldProblem(const QString& field) const {
    const QLabel* label = m_fieldErrors.value(field);
    return label == nullptr || label->isHidden() ? QString() : label->text();
}

Experiment ExperimentPanel::experiment() const {
    // Fields the form does not show (peer timeout, payload verification) come from the last
    // experiment set, so a preset's values survive a round trip through the panel.
    Experiment experiment = m_base;
    experiment.mechanisms = m_mechanisms->checked();
    experiment.pattern =
        parsePattern(m_pattern->currentData().toString().toStdString()).value_or(Pattern::PingPong);
    auto sizes = parseSizeList(m_sizes->text().toStdString());
    experiment.sizesBytes = sizes.ok() ? sizes.value() : std::vector<std::size_t>{};
    experiment.iterations = static_cast<std::uint64_t>(m_iterations->value());
    experiment.warmup = static_cast<std::uint64_t>(m_warmup->value());
    experiment.repetitions = m_repetitions->value();
    experiment.settle = m_rounds->currentData().toString() == QStringLiteral("settle");
    // Whole tenths of a percent, so 5.0 reads back as exactly 0.05.
    experiment.precision = std::round(m_precision->value() * 10.0) / 1000.0;
    experiment.timeBudgetSeconds = static_cast<std::uint32_t>(m_timeBudget->value());
    experiment.placement = parsePlacement(m_placement->currentData().toString().toStdString())
                               .value_or(Placement::Unpinned);
    experiment.waitStrategy = parseWaitStrategy(m_wait->currentData().toString().toStdString());
    experiment.parties = m_parties->value();
    experiment.gapUs = static_cast<std::uint32_t>(m_gapUs->value());
    experiment.keepCoresAwake = m_keepAwake->isChecked();
    experiment.holdDmaLatency = m_holdIdleLatency->isEnabled() && m_holdIdleLatency->isChecked();
    experiment.streamTotalBytes = 0;
    const QString total = m_total->text().trimmed();
    if (!total.isEmpty() && experiment.pattern == Pattern::Stream) {
        auto bytes = parseSizeList(total.toStdString());
        experiment.streamTotalBytes = bytes.ok() && bytes.value().size() == 1
                                          ? static_cast<std::uint64_t>(bytes.value().front())
                                          : 0;
    }
    experiment.remotePeer = m_remotePeer->text().trimmed().toStdString();
    return experiment;
}

std::string ExperimentPanel::remoteToken() const {
    return m_remoteToken->text().toStdString();
}

void ExperimentPanel::setExperiment(const Experiment& experiment) {
    m_base = experiment;
    {
        // One revalidation at the end, not one per field.
        const QSignalBlocker blockers[] = {
            QSignalBlocker(m_pattern),        QSignalBlocker(m_sizes),
            QSignalBlocker(m_total),          QSignalBlocker(m_iterations),
            QSignalBlocker(m_warmup),         QSignalBlocker(m_gapUs),
            QSignalBlocker(m_repetitions),    QSignalBlocker(m_placement),
            QSignalBlocker(m_wait),           QSignalBlocker(m_parties),
            QSignalBlocker(m_keepAwake),      QSignalBlocker(m_remotePeer),
            QSignalBlocker(m_mechanisms),     QSignalBlocker(m_rounds),
            QSignalBlocker(m_precision),      QSignalBlocker(m_timeBudget),
            QSignalBlocker(m_holdIdleLatency)};
        (void)blockers;
        m_mechanisms->setChecked(experiment.mechanisms);
        m_pattern->setCurrentIndex(
            m_pattern->findData(QString::fromUtf8(toString(experiment.pattern).data())));
        m_sizes->setText(QString::fromStdString(formatSizeList(experiment.sizesBytes)));
        syncRangePicker(experiment.sizesBytes);
        m_iterations->setValue(static_cast<int>(experiment.iterations));
        m_warmup->setValue(static_cast<int>(experiment.warmup));
        m_repetitions->setValue(experiment.repetitions);
        m_rounds->setCurrentIndex(experiment.settle ? 0 : 1);
        m_precision->setValue(experiment.precision * 100.0);
        m_timeBudget->setValue(static_cast<int>(std::min<std::uint32_t>(
            experiment.timeBudgetSeconds, std::numeric_limits<int>::max())));
        m_placement->setCurrentIndex(
            m_placement->findData(QString::fromUtf8(toString(experiment.placement).data())));
        m_wait->setCurrentIndex(
            experiment.waitStrategy
                ? m_wait->findData(QString::fromUtf8(toString(*experiment.waitStrategy).data()))
                : 0);
        m_parties->setValue(experiment.parties);
        m_gapUs->setValue(static_cast<int>(experiment.gapUs));
        m_total->setText(experiment.streamTotalBytes == 0
                             ? QString()
                             : QString::fromStdString(formatSizeList(
                                   {static_cast<std::size_t>(experiment.streamTotalBytes)})));
        m_keepAwake->setChecked(experiment.keepCoresAwake);
        m_holdIdleLatency->setChecked(experiment.holdDmaLatency && m_holdIdleLatency->isEnabled());
        m_remotePeer->setText(QString::fromStdString(experiment.remotePeer));
    }
    revalidate();
}

void ExperimentPanel::syncRangePicker(const std::vector<std::size_t>& sizes) {
    if (sizes.empty()) {
        return;
    }
    // The nearest power of two at or below each end.
    auto indexFor = [this](std::size_t bytes) {
        int best = 0;
        for (int i = 0; i < m_sizeFrom->count(); ++i) {
            if (m_sizeFrom->itemData(i).toULongLong() <= bytes) {
                best = i;
            }
        }
        return best;
    };
    m_sizeFrom->setCurrentIndex(indexFor(sizes.front()));
    m_sizeTo->setCurrentIndex(indexFor(sizes.back()));
}

void ExperimentPanel::applySizeRange() {
    auto from = static_cast<std::size_t>(m_sizeFrom->currentData().toULongLong());
    auto to = static_cast<std::size_t>(m_sizeTo->currentData().toULongLong());
    if (from > to) {
        std::swap(from, to);
    }
    std::vector<std::size_t> sizes;
    for (std::size_t size = from; size <= to; size *= 2) {
        sizes.push_back(size);
    }
    m_sizes->setText(QString::fromStdString(formatSizeList(sizes)));
}

void ExperimentPanel::updateEnabledFields() {
    const auto pattern = parsePattern(m_pattern->currentData().toString().toStdString());
    m_parties->setEnabled(pattern == Pattern::Lock);
    m_gapUs->setEnabled(pattern == Pattern::Paced);
    m_total->setEnabled(pattern == Pattern::Stream);
    // Rows the pattern does not use are hidden, not just greyed: the mechanism list needs
    // the room, and a student should not wonder what "Gap" does to a stream.
    m_form->setRowVisible(m_partiesRow, pattern == Pattern::Lock);
    m_form->setRowVisible(m_gapRow, pattern == Pattern::Paced);
    m_form->setRowVisible(m_totalRow, pattern == Pattern::Stream);
    m_form->setRowVisible(m_tokenRow, !m_remotePeer->text().trimmed().isEmpty());
    // The lock pattern moves no message: one point per mechanism, whatever the sizes say.
    m_sizes->setEnabled(pattern != Pattern::Lock);
    m_sizeFrom->setEnabled(pattern != Pattern::Lock);
    m_sizeTo->setEnabled(pattern != Pattern::Lock);
    m_remoteToken->setEnabled(!m_remotePeer->text().trimmed().isEmpty());
    const bool settle = m_rounds->currentData().toString() == QStringLiteral("settle");
    m_precision->setVisible(settle);
    m_timeBudget->setVisible(settle);
    m_repetitions->setVisible(!settle);
    m_mechanisms->setRemotePeer(m_remotePeer->text().trimmed());
}

void ExperimentPanel::revalidate() {
    updateEnabledFields();
    QMap<QString, QStringList> byField;
    auto sizes = parseSizeList(m_sizes->text().toStdString());
    if (!sizes.ok() && m_sizes->isEnabled()) {
        byField[QStringLiteral("sizes")] << coreMessage(sizes.error());
    }
    const QString totalText = m_total->text().trimmed();
    if (m_total->isEnabled() && !totalText.isEmpty()) {
        auto total = parseSizeList(totalText.toStdString());
        if (!total.ok() || total.value().size() != 1) {
            byField[QStringLiteral("stream_total_bytes")]
                << tr("Total must be one size such as 256M or 1G (got \"%1\")").arg(totalText);
        }
    }
    const Experiment current = experiment();
    if (current.mechanisms.empty()) {
        byField[QStringLiteral("mechanisms")] << tr("Choose at least one mechanism.");
    } else {
        for (const ValidationError& error : validate(current, m_registry)) {
            const QString field = QString::fromStdString(error.field);
            if (field == QStringLiteral("sizes") && !sizes.ok()) {
                continue;  // the parse error above already says what is wrong
            }
            byField[field] << coreMessage(error.text);
        }
    }
    if (!current.remotePeer.empty() && m_remoteToken->text().isEmpty()) {
        byField[QStringLiteral("remote_token")] << tr("A remote peer needs its token.");
    }

    QStringList problems;
    for (auto it = m_fieldErrors.begin(); it != m_fieldErrors.end(); ++it) {
        const QStringList messages = byField.value(it.key());
        it.value()->setText(messages.join(QLatin1Char('\n')));
        it.value()->setVisible(!messages.isEmpty());
    }
    for (auto it = byField.begin(); it != byField.end(); ++it) {
        // Problems about fields without a label of their own (e.g. peer_timeout_ms) are
        // listed at the bottom; every problem is in problems() for the Run button's tooltip.
        problems << it.value();
    }
    QStringList unplaced;
    for (auto it = byField.begin(); it != byField.end(); ++it) {
        if (!m_fieldErrors.contains(it.key())) {
            unplaced << it.value();
        }
    }
    m_problems = problems.join(QLatin1Char('\n'));
    m_problemLabel->setText(unplaced.join(QLatin1Char('\n')));
    m_problemLabel->setVisible(!unplaced.isEmpty());

    if (m_problems.isEmpty()) {
        // Learnt from the runs this app has timed, once it has any (run_pace.hpp).
        m_estimateSeconds = learnedEstimateSeconds(current, m_pace);
        if (current.settle) {
            // Settling stops each point when it is precise enough; the budget bounds the run.
            m_estimateSeconds = static_cast<double>(current.timeBudgetSeconds);
        }
        m_estimate->setText(
            current.settle
                ? tr("Estimated run time: at most %1 (the time budget; settling usually stops "
                     "sooner)")
                      .arg(formatEstimate(m_estimateSeconds))
            : m_pace.points > 0
                ? tr("Estimated run time: %1 (estimated from your last runs)")
                      .arg(formatEstimate(m_estimateSeconds))
                : tr("Estimated run time: %1").arg(formatEstimate(m_estimateSeconds)));
    } else {
        m_estimateSeconds = 0;
        m_estimate->setText(tr("Fix the marked fields to run."));
    }
    emit validityChanged(m_problems.isEmpty());
    emit edited();
}

}  // namespace ipclab::app
