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
#include "ipclab/mechanism.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/preset.hpp"
#include "ipclab/validation.hpp"

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

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    buildPatternFields();
    buildSizeFields();
    buildRoundFields();
    buildPlacementFields();
    buildAwakeFields();
    buildRemoteFields();
    layout->addLayout(m_form);
    // A choice's box is as wide as the panel gives, not as its longest text: the German
    // "Automatisch: blockierend auf einem Kern, …" pushed the form past the window's third
    // (a scroll bar under it at 1024 px). The list that opens shows every text whole.
    for (QComboBox* box : findChildren<QComboBox*>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }

    m_estimate = new QLabel;
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimate->setWordWrap(true);
    layout->addWidget(m_estimate);
    m_problemLabel = new QLabel;
    m_problemLabel->setObjectName(QStringLiteral("problems"));
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(kErrorStyle);
    layout->addWidget(m_problemLabel);
    connectFields();
    setExperiment(defaultExperiment());
}

void ExperimentPanel::connectFields() {
    connect(m_pattern, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_placement, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_wait, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_sizeFrom, &QComboBox::activated, this, &ExperimentPanel::applySizeRange);
    connect(m_sizeTo, &QComboBox::activated, this, &ExperimentPanel::applySizeRange);
    connect(m_keepAwake, &QCheckBox::toggled, this, &ExperimentPanel::revalidate);
    connect(m_holdIdleLatency, &QCheckBox::toggled, this, &ExperimentPanel::revalidate);
    connect(m_rounds, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_lockLoop, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
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
}

Experiment ExperimentPanel::defaultExperiment() {
    Experiment defaults;
    // A spinning mechanism beside blocking ones, so the wait strategy shows from the start.
    defaults.mechanisms = {"thread.mutex", "shm.ring", "pipe", "tcp"};
    defaults.sizesBytes = parseSizeList("64..64K").value();
    defaults.iterations = 2000;
    defaults.warmup = 200;
    defaults.repetitions = 5;
    defaults.settle = true;                // as the CLI's `run` without --repetitions
    defaults.placement = Placement::Auto;  // as the CLI's `run` without --placement
    return defaults;
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
    std::erase_if(experiment.mechanisms, [this](const std::string& id) {
        return std::find(m_skipped.begin(), m_skipped.end(), id) != m_skipped.end();
    });
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
    experiment.lockLoop = parseLockLoop(m_lockLoop->currentData().toString().toStdString())
                              .value_or(LockLoop::Counter);
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
        const QSignalBlocker lockLoopBlocker(m_lockLoop);
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
        m_lockLoop->setCurrentIndex(experiment.lockLoop == LockLoop::Bare ? 1 : 0);
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

namespace {

/// Marks the one item of a size box that is a size typed by hand, not one of its powers of two.
constexpr int kTypedRole = Qt::UserRole + 1;

/// Shows `bytes` in `box`: its own item when a power of two, else an item for the typed size
/// in its place among them ("21" showed "16 B to 16 B").
void showSize(QComboBox& box, std::size_t bytes) {
    for (int i = box.count() - 1; i >= 0; --i) {
        if (box.itemData(i, kTypedRole).toBool()) {
            box.removeItem(i);
        }
    }
    int at = 0;
    while (at < box.count() && box.itemData(at).toULongLong() < bytes) {
        ++at;
    }
    if (at == box.count() || box.itemData(at).toULongLong() != bytes) {
        box.insertItem(at, QString::fromStdString(formatBytes(bytes)),
                       static_cast<qulonglong>(bytes));
        box.setItemData(at, true, kTypedRole);
    }
    box.setCurrentIndex(at);
}

}  // namespace

void ExperimentPanel::syncRangePicker(const std::vector<std::size_t>& sizes) {
    if (sizes.empty()) {
        return;
    }
    const auto [low, high] = std::minmax_element(sizes.begin(), sizes.end());
    showSize(*m_sizeFrom, *low);
    showSize(*m_sizeTo, *high);
}

QString ExperimentPanel::sizesParseProblem(const QString& parseError) const {
    // "0" is refused by the size parser ("a size must be at least 1 byte") while "2" passes it
    // and fails validation's range ("sizes must be between 4 B and 64 MiB (got 2 B)"): a zero
    // gets validation's range message too, so both say the same kind of thing.
    for (const QString& item : m_sizes->text().split(QLatin1Char(','))) {
        bool number = false;
        if (item.trimmed().toULongLong(&number) == 0 && number) {
            Experiment zero = experiment();
            zero.sizesBytes = {0};
            for (const ValidationError& error : validate(zero, m_registry)) {
                if (error.field == "sizes") {
                    return coreMessage(error.text);
                }
            }
        }
    }
    return parseError;
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
    m_form->setRowVisible(m_lockLoopRow, pattern == Pattern::Lock);
    m_form->setRowVisible(m_gapRow, pattern == Pattern::Paced);
    m_form->setRowVisible(m_totalRow, pattern == Pattern::Stream);
    m_form->setRowVisible(m_tokenRow, !m_remotePeer->text().trimmed().isEmpty());
    // The lock pattern moves no message: one point per mechanism, whatever the sizes say.
    const bool sized = !pattern || hasMessageSize(*pattern);
    m_sizes->setEnabled(sized);
    m_sizeFrom->setEnabled(sized);
    m_sizeTo->setEnabled(sized);
    m_remoteToken->setEnabled(!m_remotePeer->text().trimmed().isEmpty());
    const bool settle = m_rounds->currentData().toString() == QStringLiteral("settle");
    m_precision->setVisible(settle);
    m_timeBudget->setVisible(settle);
    m_repetitions->setVisible(!settle);
    m_mechanisms->setRemotePeer(m_remotePeer->text().trimmed());
}

std::vector<std::string> ExperimentPanel::spinnersOnOneCore() const {
    // Two spinning parties on one core wait for the scheduler, not for each other: a mechanism
    // that spins by default is left out of a same-core run (with a note) instead of blocking
    // the whole run. A wait chosen by hand is the student's choice and stays an error.
    std::vector<std::string> skipped;
    const bool sameCore = m_placement->currentData().toString() == QStringLiteral("same-core");
    if (!sameCore || !m_wait->currentData().toString().isEmpty()) {
        return skipped;
    }
    for (const std::string& id : m_mechanisms->checked()) {
        const Mechanism* mechanism = m_registry.find(id);
        if (mechanism != nullptr && !mechanism->info().waitStrategies.empty() &&
            mechanism->info().waitStrategies.front() == WaitStrategy::Spin) {
            skipped.push_back(id);
        }
    }
    return skipped;
}

QString ExperimentPanel::skippedNote() const {
    if (m_skipped.empty()) {
        return {};
    }
    QStringList names;
    for (const std::string& id : m_skipped) {
        names << QString::fromStdString(id);
    }
    return tr("Skipped on one core (they spin, and two spinners on one core measure the "
              "scheduler): %1")
        .arg(names.join(QStringLiteral(", ")));
}

void ExperimentPanel::revalidate() {
    updateEnabledFields();
    m_skipped = spinnersOnOneCore();
    QMap<QString, QStringList> byField;
    auto sizes = parseSizeList(m_sizes->text().toStdString());
    if (!sizes.ok() && m_sizes->isEnabled()) {
        byField[QStringLiteral("sizes")] << sizesParseProblem(coreMessage(sizes.error()));
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
    if (!m_skipped.empty()) {
        m_estimate->setText(skippedNote() + QLatin1Char('\n') + m_estimate->text());
    }
    emit validityChanged(m_problems.isEmpty());
    emit edited();
}

}  // namespace ipclab::app
