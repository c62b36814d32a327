#include "gui/widgets/preset_panel.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "charts/core_text.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {

PresetPanel::PresetPanel(const MechanismRegistry& registry, QWidget* parent)
    : QWidget(parent), m_registry(registry) {
    m_presets = new QComboBox;
    m_presets->setObjectName(QStringLiteral("presets"));
    m_presets->addItem(tr("(none: my own experiment)"), QString());
    for (const Preset& preset : builtinPresets()) {
        m_presets->addItem(coreText(preset.title), QString::fromStdString(preset.id));
    }
    m_presets->setToolTip(
        tr("Ready-made experiments: a quick tour, each report's parameters "
           "with its published figures, a full sweep"));
    m_steps = new QComboBox;
    m_steps->setObjectName(QStringLiteral("presetSteps"));
    // A long preset or step title must not widen the panel past the window (it pushed
    // "Run all steps" and the "?" buttons out of sight): the closed box shows what fits, the
    // open list and the tooltip the whole title.
    for (QComboBox* box : {m_presets, m_steps}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    m_stepLabel = new QLabel(tr("Step"));
    m_note = new QTextBrowser;
    m_note->setObjectName(QStringLiteral("presetNote"));
    m_note->setOpenExternalLinks(false);
    // Six to sixteen lines of text, whatever the font and scale: summary and note readable
    // without scrolling on a 1080p screen, yet the panel still fits a 720-line projector
    // (it sits in a scroll area there).
    m_note->setMinimumHeight(m_note->fontMetrics().lineSpacing() * 6);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 16);
    m_note->setPlaceholderText(
        tr("Choose a preset to see what it measures and how this machine "
           "differs from the report's."));

    m_quick = new QCheckBox(tr("Quick demo"));
    m_quick->setObjectName(QStringLiteral("presetQuick"));
    m_quick->setToolTip(
        tr("Cut every step to a few hundred messages and two repetitions: seconds instead of "
           "minutes, with wide intervals."));
    m_runAll = new QPushButton(tr("Run all steps"));
    m_runAll->setObjectName(QStringLiteral("runAllSteps"));
    m_runAll->setToolTip(
        tr("Run every step of this preset in turn; each lands in the run history and the "
           "earlier ones are drawn beside the last."));
    auto* actions = new QHBoxLayout;
    actions->setContentsMargins(0, 0, 0, 0);
    actions->addWidget(m_quick);
    actions->addStretch(1);
    actions->addWidget(m_runAll);
    m_actions = new QWidget;
    m_actions->setLayout(actions);

    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Preset"), m_presets);
    form->addRow(m_stepLabel, m_steps);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_actions);
    layout->addWidget(m_note, 1);
    m_actions->hide();
    m_stepLabel->hide();
    m_steps->hide();
    m_note->hide();  // shown with a preset: the mechanism list needs the room otherwise

    connect(m_presets, &QComboBox::currentIndexChanged, this, &PresetPanel::onPresetChanged);
    connect(m_steps, &QComboBox::currentIndexChanged, this, &PresetPanel::onStepChanged);
    connect(m_runAll, &QPushButton::clicked, this, &PresetPanel::runAllRequested);
    connect(m_quick, &QCheckBox::toggled, this, [this] {
        const int step = m_steps->currentIndex();
        onPresetChanged(m_presets->currentIndex());
        if (step > 0 && step < m_steps->count()) {
            m_steps->setCurrentIndex(step);
        }
    });
}

bool PresetPanel::isQuick() const {
    return m_quick->isChecked();
}

void PresetPanel::setQuick(bool quick) {
    m_quick->setChecked(quick);
}

bool PresetPanel::restore(const QString& id, int stepIndex, bool quick) {
    const QSignalBlocker blocker(this);
    {
        const QSignalBlocker quickBlocker(m_quick);
        m_quick->setChecked(quick);
    }
    return choose(id, stepIndex);
}

bool PresetPanel::choose(const QString& id, int stepIndex) {
    const int index = m_presets->findData(id);
    if (index < 0) {
        return false;
    }
    if (index == m_presets->currentIndex()) {
        onPresetChanged(index);  // reload: the user may have edited the panel since
    } else {
        m_presets->setCurrentIndex(index);
    }
    if (!m_current || stepIndex < 0 || stepIndex >= static_cast<int>(m_current->steps.size())) {
        return false;
    }
    if (stepIndex != m_steps->currentIndex()) {
        m_steps->setCurrentIndex(stepIndex);
    }
    return true;
}

int PresetPanel::currentStep() const {
    return m_current ? std::max(0, m_steps->currentIndex()) : -1;
}

QString PresetPanel::noteText() const {
    return m_note->toPlainText();
}

void PresetPanel::onPresetChanged(int index) {
    const Preset* preset = findPreset(m_presets->itemData(index).toString().toStdString());
    if (preset == nullptr) {
        m_current.reset();
        m_note->clear();
        m_note->hide();
        m_actions->hide();
        m_stepLabel->hide();
        m_steps->hide();
        emit cleared();
        return;
    }
    std::vector<std::string> dropped;
    m_current = presetForThisMachine(*preset, m_registry, &dropped);
    if (m_quick->isChecked()) {
        m_current = quickPreset(*m_current);
    }
    {
        const QSignalBlocker blocker(m_steps);
        m_steps->clear();
        for (const PresetStep& step : m_current->steps) {
            m_steps->addItem(stepName(step));
            // Where the step departs from the report's counts or method, and why.
            if (!step.note.empty()) {
                m_steps->setItemData(m_steps->count() - 1, coreText(step.note), Qt::ToolTipRole);
            }
        }
        m_steps->setCurrentIndex(0);
    }
    const bool several = m_current->steps.size() > 1;
    m_stepLabel->setVisible(several);
    m_steps->setVisible(several);
    m_actions->show();
    m_runAll->setVisible(several);
    showNote(dropped);
    m_note->show();
    if (!m_current->steps.empty()) {
        emit stepChosen(*m_current, 0);
    }
}

void PresetPanel::onStepChanged(int index) {
    if (m_current && index >= 0 && index < static_cast<int>(m_current->steps.size())) {
        emit stepChosen(*m_current, index);
    }
}

QString PresetPanel::droppedLine(const std::string& line) const {
    // presetForThisMachine's "ID: REASON", with the reason in the user's language: the
    // mechanism's own unavailable reason, or that this build does not know the id.
    const std::string id = line.substr(0, line.find(": "));
    const Mechanism* mechanism = m_registry.find(id);
    const QString why = mechanism == nullptr ? tr("not in this build")
                                             : coreText(mechanism->info().unavailableReason);
    return QStringLiteral("%1: %2").arg(QString::fromStdString(id), why);
}

void PresetPanel::showNote(const std::vector<std::string>& dropped) {
    QString html =
        QStringLiteral("<p><b>%1</b></p>").arg(coreText(m_current->title).toHtmlEscaped());
    // The report in five lines first, the same as ipclab-cli preset NAME --list shows.
    if (const ReportDigest& digest = m_current->digest; !digest.empty()) {
        const std::pair<QString, const std::string*> lines[] = {
            {tr("What they measured:"), &digest.measured},
            {tr("What holds up:"), &digest.holdsUp},
            {tr("What does not:"), &digest.doesNot},
            {tr("What they did well:"), &digest.didWell},
            {tr("Try in IPC Lab:"), &digest.tryIt}};
        for (const auto& [label, text] : lines) {
            html += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(label.toHtmlEscaped(), coreText(*text).toHtmlEscaped());
        }
    }
    html += QStringLiteral("<p>%1</p>").arg(coreText(m_current->summary).toHtmlEscaped());
    if (!m_current->note.empty()) {
        html += QStringLiteral("<p><i>%1</i> %2</p>")
                    .arg(tr("On this machine:").toHtmlEscaped(),
                         coreText(m_current->note).toHtmlEscaped());
    }
    if (m_current->steps.size() > 1) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%n step(s): choose one above and run it, or Run all steps.", nullptr,
                            static_cast<int>(m_current->steps.size()))
                             .toHtmlEscaped());
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Estimated run time: %1")
                         .arg(formatEstimate(estimateSeconds(*m_current)))
                         .toHtmlEscaped());
    if (!dropped.empty()) {
        QString list;
        for (const std::string& line : dropped) {
            list += QStringLiteral("<li>%1</li>").arg(droppedLine(line).toHtmlEscaped());
        }
        html += QStringLiteral("<p>%1</p><ul>%2</ul>")
                    .arg(tr("Left out (not available here):").toHtmlEscaped(), list);
    }
    if (!m_current->references.empty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The report's published figures: dashed lines or grey bars in the "
                            "chart, and the Ours vs theirs tab under it.")
                             .toHtmlEscaped());
    }
    m_note->setHtml(html);
}

}  // namespace ipclab::app
