#include "gui/widgets/experiment_panel.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

#include "gui/widgets/mechanism_picker.hpp"
#include "ipclab/mechanism_registry.hpp"

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

}  // namespace

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
    connect(m_mechanisms, &MechanismPicker::changed, this, &ExperimentPanel::revalidate);

    auto* form = new QFormLayout;
    m_pattern = new QComboBox;
    m_pattern->addItem(tr("Ping-pong (latency)"), QStringLiteral("pingpong"));
    m_pattern->setObjectName(QStringLiteral("pattern"));
    m_pattern->addItem(tr("Stream (throughput)"), QStringLiteral("stream"));
    m_pattern->addItem(tr("Lock (contention, ns per operation)"), QStringLiteral("lock"));
    m_pattern->addItem(tr("Paced (ping-pong with an idle gap)"), QStringLiteral("paced"));
    m_pattern->addItem(tr("One-sided (report 000's method)"), QStringLiteral("one-sided"));
    form->addRow(tr("Pattern"), m_pattern);

    m_wait = new QComboBox;
    m_wait->setObjectName(QStringLiteral("wait"));
    m_wait->addItem(tr("Mechanism default"), QString());
    m_wait->addItem(tr("Block (sleep in the kernel)"), QStringLiteral("block"));
    m_wait->addItem(tr("Spin (burns a core)"), QStringLiteral("spin"));
    m_wait->addItem(tr("Spin, then yield"), QStringLiteral("spin-yield"));
    m_wait->setToolTip(
        tr("How a waiting party waits, where the mechanism lets one choose. A spinning "
           "mechanism is fast but keeps a core busy: compare like with like."));
    form->addRow(tr("Wait"), m_wait);

    m_sizes = new QLineEdit;
    m_sizes->setObjectName(QStringLiteral("sizes"));
    m_sizes->setPlaceholderText(QStringLiteral("64,4096  or  4..512K"));
    m_sizes->setToolTip(
        tr("Sizes in bytes: a list (64,4096), a doubling range (4..512K), or "
           "both. K, M, G are KiB, MiB, GiB."));
    m_sizesError = new QLabel;
    m_sizesError->setStyleSheet(QStringLiteral("color: #b00000"));
    m_sizesError->setWordWrap(true);
    m_sizesError->hide();
    auto* sizesBox = new QVBoxLayout;
    sizesBox->setSpacing(2);
    sizesBox->addWidget(m_sizes);
    sizesBox->addWidget(m_sizesError);
    form->addRow(tr("Sizes"), sizesBox);

    m_iterations = makeSpinBox(1, static_cast<long long>(kMaxIterations), 2000);
    m_iterations->setToolTip(tr("Timed messages (ping-pong) or chunks (stream) per repetition"));
    form->addRow(tr("Iterations"), m_iterations);
    m_warmup = makeSpinBox(0, static_cast<long long>(kMaxWarmup), 200);
    m_warmup->setToolTip(tr("Untimed messages before each repetition"));
    form->addRow(tr("Warm-up"), m_warmup);
    m_repetitions = makeSpinBox(1, kMaxRepetitions, 5);
    form->addRow(tr("Repetitions"), m_repetitions);
    m_parties = makeSpinBox(1, kMaxParties, 2);
    m_parties->setObjectName(QStringLiteral("parties"));
    m_parties->setToolTip(tr("Lock pattern: threads or processes acquiring the lock at once"));
    form->addRow(tr("Parties"), m_parties);
    m_gapUs = makeSpinBox(0, kMaxGapUs, 1000);
    m_gapUs->setObjectName(QStringLiteral("gapUs"));
    m_gapUs->setSuffix(QStringLiteral(" \u00B5s"));
    m_gapUs->setToolTip(
        tr("Paced pattern: idle time after each round trip, so that every "
           "message pays the wake-up a real program pays"));
    form->addRow(tr("Gap"), m_gapUs);

    m_placement = new QComboBox;
    m_placement->addItem(tr("Unpinned (the OS decides)"), QStringLiteral("unpinned"));
    m_placement->addItem(tr("Same core"), QStringLiteral("same-core"));
    m_placement->addItem(tr("Different cores"), QStringLiteral("cross-core"));
    form->addRow(tr("Placement"), m_placement);
    m_keepAwake = new QCheckBox(tr("Keep cores awake"));
    m_keepAwake->setObjectName(QStringLiteral("keepAwake"));
    m_keepAwake->setToolTip(
        tr("A lowest-priority spinner on the cores in use while measuring, so that a blocking "
           "hand-off does not also pay for waking an idle (virtual) CPU."));
    form->addRow(QString(), m_keepAwake);
    layout->addLayout(form);

    m_problemLabel = new QLabel;
    m_problemLabel->setObjectName(QStringLiteral("problems"));
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(QStringLiteral("color: #b00000"));
    layout->addWidget(m_problemLabel);

    connect(m_pattern, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_placement, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_wait, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_keepAwake, &QCheckBox::toggled, this, &ExperimentPanel::revalidate);
    connect(m_sizes, &QLineEdit::textChanged, this, &ExperimentPanel::revalidate);
    for (QSpinBox* box : {m_iterations, m_warmup, m_repetitions, m_parties, m_gapUs}) {
        connect(box, &QSpinBox::valueChanged, this, &ExperimentPanel::revalidate);
    }

    Experiment defaults;
    // A spinning mechanism beside blocking ones, so the wait strategy shows from the start.
    defaults.mechanisms = {"thread.mutex", "shm.ring", "pipe", "tcp"};
    defaults.sizesBytes = parseSizeList("64..64K").value();
    defaults.iterations = 2000;
    defaults.warmup = 200;
    defaults.repetitions = 5;
    setExperiment(defaults);
}

Experiment ExperimentPanel::experiment() const {
    Experiment experiment;
    experiment.mechanisms = m_mechanisms->checked();
    experiment.pattern =
        parsePattern(m_pattern->currentData().toString().toStdString()).value_or(Pattern::PingPong);
    auto sizes = parseSizeList(m_sizes->text().toStdString());
    experiment.sizesBytes = sizes.ok() ? sizes.value() : std::vector<std::size_t>{};
    experiment.iterations = static_cast<std::uint64_t>(m_iterations->value());
    experiment.warmup = static_cast<std::uint64_t>(m_warmup->value());
    experiment.repetitions = m_repetitions->value();
    experiment.placement = parsePlacement(m_placement->currentData().toString().toStdString())
                               .value_or(Placement::Unpinned);
    experiment.waitStrategy = parseWaitStrategy(m_wait->currentData().toString().toStdString());
    experiment.parties = m_parties->value();
    experiment.gapUs = static_cast<std::uint32_t>(m_gapUs->value());
    experiment.keepCoresAwake = m_keepAwake->isChecked();
    return experiment;
}

void ExperimentPanel::setExperiment(const Experiment& experiment) {
    m_mechanisms->setChecked(experiment.mechanisms);
    m_pattern->setCurrentIndex(
        m_pattern->findData(QString::fromUtf8(toString(experiment.pattern).data())));
    m_sizes->setText(QString::fromStdString(formatSizeList(experiment.sizesBytes)));
    m_iterations->setValue(static_cast<int>(experiment.iterations));
    m_warmup->setValue(static_cast<int>(experiment.warmup));
    m_repetitions->setValue(experiment.repetitions);
    m_placement->setCurrentIndex(
        m_placement->findData(QString::fromUtf8(toString(experiment.placement).data())));
    m_wait->setCurrentIndex(
        experiment.waitStrategy
            ? m_wait->findData(QString::fromUtf8(toString(*experiment.waitStrategy).data()))
            : 0);
    m_parties->setValue(experiment.parties);
    m_gapUs->setValue(static_cast<int>(experiment.gapUs));
    m_keepAwake->setChecked(experiment.keepCoresAwake);
    revalidate();
}

void ExperimentPanel::updateEnabledFields() {
    const auto pattern = parsePattern(m_pattern->currentData().toString().toStdString());
    m_parties->setEnabled(pattern == Pattern::Lock);
    m_gapUs->setEnabled(pattern == Pattern::Paced);
    // The lock pattern moves no message: one point per mechanism, whatever the sizes say.
    m_sizes->setEnabled(pattern != Pattern::Lock);
}

void ExperimentPanel::revalidate() {
    updateEnabledFields();
    QStringList problems;
    auto sizes = parseSizeList(m_sizes->text().toStdString());
    if (sizes.ok()) {
        m_sizesError->hide();
    } else {
        m_sizesError->setText(QString::fromStdString(sizes.error().message));
        m_sizesError->show();
        problems << tr("Sizes: %1").arg(QString::fromStdString(sizes.error().message));
    }
    const Experiment current = experiment();
    if (current.mechanisms.empty()) {
        problems << tr("Choose at least one mechanism.");
    } else if (sizes.ok()) {
        for (const ValidationError& error : validate(current, m_registry)) {
            problems << QString::fromStdString(error.message);
        }
    }
    m_problems = problems.join(QLatin1Char('\n'));
    m_problemLabel->setText(m_problems);
    m_problemLabel->setVisible(!m_problems.isEmpty());
    emit validityChanged(m_problems.isEmpty());
}

}  // namespace ipclab::app
