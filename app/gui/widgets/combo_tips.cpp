#include "gui/widgets/combo_tips.hpp"

#include <QComboBox>
#include <QTextDocument>
#include <QVariant>

namespace ipclab::app {
namespace {

const char* const kBaseTip = "ipclab.baseToolTip";

void compose(QComboBox& box) {
    const QString base = box.property(kBaseTip).toString();
    const QString current = box.currentText().toHtmlEscaped();
    if (current.isEmpty()) {
        box.setToolTip(base);
        return;
    }
    const QString rest = base.isEmpty()              ? QString()
                         : Qt::mightBeRichText(base) ? base
                                                     : Qt::convertFromPlainText(base);
    box.setToolTip(QStringLiteral("<p><b>%1</b></p>%2").arg(current, rest));
}

}  // namespace

void keepCurrentTextInToolTip(QComboBox& box) {
    if (box.property(kBaseTip).isValid()) {
        return;  // kept already
    }
    box.setProperty(kBaseTip, box.toolTip());
    QComboBox* target = &box;
    QObject::connect(&box, &QComboBox::currentTextChanged, &box, [target] { compose(*target); });
    // Items added or renamed after (a preset's steps) change the text without a new index.
    QObject::connect(box.model(), &QAbstractItemModel::dataChanged, &box,
                     [target] { compose(*target); });
    compose(box);
}

void keepCurrentTextsInToolTips(QWidget& root) {
    for (QComboBox* box : root.findChildren<QComboBox*>()) {
        keepCurrentTextInToolTip(*box);
    }
}

}  // namespace ipclab::app
