#include "gui/widgets/shown_source_bar.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace ipclab::app {

ShownSourceBar::ShownSourceBar(QWidget* parent) : QWidget(parent) {
    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("shownSource"));
    m_text->setWordWrap(true);
    auto* use = new QPushButton(tr("Use its settings"));
    use->setObjectName(QStringLiteral("useShownSettings"));
    use->setToolTip(
        tr("Put the settings of the run shown (its preset and step too) into the "
           "form, to measure it again"));
    connect(use, &QPushButton::clicked, this, &ShownSourceBar::useSettingsRequested);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(use);
}

void ShownSourceBar::setText(const QString& text) {
    m_text->setText(text);
}

QString ShownSourceBar::text() const {
    return m_text->text();
}

}  // namespace ipclab::app
