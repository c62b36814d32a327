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

#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {
namespace {

QString localityTitle(Locality locality) {
    switch (locality) {
        case Locality::InProcess:
            return QObject::tr("In one process (two threads)");
        case Locality::CrossProcess:
            return QObject::tr("Between processes");
        case Locality::Network:
            return QObject::tr("Over the network (loopback)");
    }
    return {};
}

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

    // Mechanisms, one group per locality, in registry order.
    for (Locality locality : {Locality::InProcess, Locality::CrossProcess, Locality::Network}) {
        QGroupBox* group = nullptr;
        QVBoxLayout* groupLayout = nullptr;
        for (const MechanismInfo* info : registry.infos()) {
            if (info->locality != locality) {
                continue;
            }
            if (group == nullptr) {
                group = new QGroupBox(localityTitle(locality));
                groupLayout = new QVBoxLayout(group);
                layout->addWidget(group);
            }
            const QString id = QString::fromStdString(info->id);
            auto* box = new QCheckBox(
                QStringLiteral("%1 \u2014 %2").arg(id, QString::fromStdString(info->title)));
            box->setObjectName(QStringLiteral("mechanism:") + id);
            box->setToolTip(QString::fromStdString(info->available ? info->explanation
                                                                   : info->unavailableReason));
            box->setEnabled(info->available);
            groupLayout->addWidget(box);
            m_mechanismBoxes.insert(id, box);
            connect(box, &QCheckBox::toggled, this, &ExperimentPanel::revalidate);
        }
    }

    auto* form = new QFormLayout;
    m_pattern = new QComboBox;
    m_pattern->addItem(tr("Ping-pong (latency)"), QStringLiteral("pingpong"));
    m_pattern->addItem(tr("Stream (throughput)"), QStringLiteral("stream"));
    form->addRow(tr("Pattern"), m_pattern);

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

    m_placement = new QComboBox;
    m_placement->addItem(tr("Unpinned (the OS decides)"), QStringLiteral("unpinned"));
    m_placement->addItem(tr("Same core"), QStringLiteral("same-core"));
    m_placement->addItem(tr("Different cores"), QStringLiteral("cross-core"));
    form->addRow(tr("Placement"), m_placement);
    layout->addLayout(form);

    m_problemLabel = new QLabel;
    m_problemLabel->setObjectName(QStringLiteral("problems"));
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(QStringLiteral("color: #b00000"));
    layout->addWidget(m_problemLabel);
    layout->addStretch(1);

    connect(m_pattern, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_placement, &QComboBox::currentIndexChanged, this, &ExperimentPanel::revalidate);
    connect(m_sizes, &QLineEdit::textChanged, this, &ExperimentPanel::revalidate);
    for (QSpinBox* box : {m_iterations, m_warmup, m_repetitions}) {
        connect(box, &QSpinBox::valueChanged, this, &ExperimentPanel::revalidate);
    }

    Experiment defaults;
    defaults.mechanisms = {"thread.mutex", "pipe", "tcp"};
    defaults.sizesBytes = parseSizeList("64..64K").value();
    defaults.iterations = 2000;
    defaults.warmup = 200;
    defaults.repetitions = 5;
    setExperiment(defaults);
}

Experiment ExperimentPanel::experiment() const {
    Experiment experiment;
    for (const MechanismInfo* info : m_registry.infos()) {
        const QCheckBox* box = m_mechanismBoxes.value(QString::fromStdString(info->id));
        if (box != nullptr && box->isChecked() && box->isEnabled()) {
            experiment.mechanisms.push_back(info->id);
        }
    }
    experiment.pattern =
        parsePattern(m_pattern->currentData().toString().toStdString()).value_or(Pattern::PingPong);
    auto sizes = parseSizeList(m_sizes->text().toStdString());
    experiment.sizesBytes = sizes.ok() ? sizes.value() : std::vector<std::size_t>{};
    experiment.iterations = static_cast<std::uint64_t>(m_iterations->value());
    experiment.warmup = static_cast<std::uint64_t>(m_warmup->value());
    experiment.repetitions = m_repetitions->value();
    experiment.placement = parsePlacement(m_placement->currentData().toString().toStdString())
                               .value_or(Placement::Unpinned);
    return experiment;
}

void ExperimentPanel::setExperiment(const Experiment& experiment) {
    for (auto it = m_mechanismBoxes.begin(); it != m_mechanismBoxes.end(); ++it) {
        const bool wanted = std::find(experiment.mechanisms.begin(), experiment.mechanisms.end(),
                                      it.key().toStdString()) != experiment.mechanisms.end();
        it.value()->setChecked(wanted);
    }
    m_pattern->setCurrentIndex(
        m_pattern->findData(QString::fromUtf8(toString(experiment.pattern).data())));
    m_sizes->setText(QString::fromStdString(formatSizeList(experiment.sizesBytes)));
    m_iterations->setValue(static_cast<int>(experiment.iterations));
    m_warmup->setValue(static_cast<int>(experiment.warmup));
    m_repetitions->setValue(experiment.repetitions);
    m_placement->setCurrentIndex(
        m_placement->findData(QString::fromUtf8(toString(experiment.placement).data())));
    revalidate();
}

void ExperimentPanel::revalidate() {
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
