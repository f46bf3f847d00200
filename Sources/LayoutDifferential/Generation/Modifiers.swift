// Modifiers.swift
// LayoutDifferential
//
// Layout modifiers (§12) with their edge cases: frames with nil, 0, negative or ∞ sizes
// (FRAME-1), flexible frames with min = max, min > max, ∞ and −∞ bounds and `maxWidth: .infinity`
// (FLEXFRAME-1..3), negative padding (PADDING-1, ZSTACK-4), fixedSize on one or both axes
// (FIXEDSIZE-1), huge offsets and positions (OFFSET-1, POSITION-1), zero, tiny and negative aspect
// ratios (ASPECT-3), guides outside the view (GUIDE-2), priority ties and ±∞ (HSTACK-2), overlays
// with zero, one or several members (OVERLAY-3), borders; and the environment and `.id` wrappers
// lowering resolves (§18.4).

import LayoutCore

extension GenerationContext {
    /// A modifier without secondary content.
    mutating func unaryModifierKind(_ choice: ModifierChoice) -> NodeKind {
        switch choice {
        case .frame:
            return .frame(
                width: chance(40) ? nil : expression(.length, allowsInfinity: true),
                height: chance(40) ? nil : expression(.length, allowsInfinity: true), alignment: alignment())
        case .flexFrame:
            let (minWidth, idealWidth, maxWidth) = flexAxis()
            let (minHeight, idealHeight, maxHeight) = flexAxis()
            return .flexFrame(
                FlexFrameSpec(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment()))
        case .padding:
            return .padding(insets())
        case .fixedSize:
            return chance(50)
                ? .fixedSize(horizontal: true, vertical: true)
                : .fixedSize(horizontal: chance(50), vertical: chance(50))
        case .offset:
            return .offset(x: expression(.offset), y: chance(50) ? 0 : expression(.offset))
        case .position:
            return .position(x: chance(30) ? 0 : expression(.offset), y: expression(.offset))
        case .aspectRatio:
            let ratio: Double? = traits.childRatio && chance(30) ? nil : number(.ratio)
            return .aspectRatio(ratio: ratio, contentMode: chance(50) ? .fit : .fill)
        case .alignmentGuide:
            guideCount += 1
            let axis: Axis = chance(50) ? .horizontal : .vertical
            return .alignmentGuide(key: key(on: axis), value: guideExpression(on: axis))
        case .layoutPriority:
            return .layoutPriority(priority())
        case .overlay:
            return .overlay(alignment: alignment())
        case .background:
            return .background(alignment: alignment())
        case .border:
            return .border(color: colorName() ?? ColorName("green"), width: pick([1, 2.5, 0.5, 10]))
        }
    }

    /// One axis of a flexible frame: (min, ideal, max).
    private mutating func flexAxis() -> (LayoutExpression?, LayoutExpression?, LayoutExpression?) {
        func bound(_ context: inout GenerationContext) -> LayoutExpression {
            context.expression(.length, allowsInfinity: true)
        }
        switch below(12) {
        case 0, 1: return (nil, nil, nil)
        case 2, 3: return (nil, nil, .constant(.infinity)) // fills (FLEXFRAME-2)
        case 4: return (bound(&self), nil, nil)
        case 5: return (nil, nil, bound(&self))
        case 6:
            let value = bound(&self)
            return (value, nil, value) // min = max
        case 7: return (bound(&self), bound(&self), bound(&self))
        case 8: return (nil, bound(&self), nil)
        case 9: return (bound(&self), nil, bound(&self)) // possibly min > max
        case 10:
            // An infinite min is contradictory (FLEXFRAME-1); −∞ normalises to 0.
            return (.constant(finite(pick([.infinity, -.infinity]), allowsInfinity: true)), nil, nil)
        default: return (.constant(0), nil, .constant(.infinity))
        }
    }

    /// Padding insets in every form the printer writes (`.padding()`, edge sets, EdgeInsets).
    private mutating func insets() -> EdgeInsets {
        switch below(6) {
        case 0: return EdgeInsets(all: 16)
        case 1: return EdgeInsets(all: expression(.inset))
        case 2:
            let e = expression(.inset)
            return EdgeInsets(leading: e, trailing: e)
        case 3:
            let e = expression(.inset)
            return EdgeInsets(top: e, bottom: e)
        case 4:
            let e = expression(.inset)
            switch below(4) {
            case 0: return EdgeInsets(top: e)
            case 1: return EdgeInsets(leading: e)
            case 2: return EdgeInsets(bottom: e)
            default: return EdgeInsets(trailing: e)
            }
        default:
            return EdgeInsets(
                top: expression(.inset), leading: expression(.inset), bottom: expression(.inset),
                trailing: expression(.inset))
        }
    }

    /// Applies one modifier to `content` (whose outermost node would sit at `depth + 1`; the
    /// modifier lands at `depth`). Each flattened member gets its own copy (GROUP-3), secondary
    /// content included, so the cost is `members × (1 + secondary nodes)`; `spare` pays for it,
    /// keeping `reserve` nodes per member for the modifiers still to come. Returns `content`
    /// unchanged when nothing is affordable.
    mutating func modifier(on content: Generated, depth: Int, spare: inout Int, reserve: Int) -> Generated {
        let members = content.members
        guard members > 0 else { return content }
        let perMember = spare / members - reserve
        guard perMember >= 1 else { return content }
        var choice = needsGuide ? .alignmentGuide : traits.modifiers.pick(&random)
        if choice == .border, perMember < 2 { choice = .padding }
        let kind = unaryModifierKind(choice)
        var secondary: [Generated] = []
        switch choice {
        case .overlay, .background:
            let count = pick([0, 1, 1, 1, 2])
            var left = perMember - 1
            for index in 0..<count where left >= 1 {
                let item = view(depth: depth + 1, budget: index == count - 1 ? left : max(1, left / 2))
                left -= item.nodes
                secondary.append(item)
            }
        case .border:
            guard case .border(let color, _) = kind else { break }
            secondary = [
                Generated(description: .view(.shape(ShapeSpec(shape: .rectangle, fill: color))), members: 1, nodes: 1)
            ]
        default: break
        }
        let cost = members * (1 + secondary.reduce(0) { $0 + $1.nodes })
        spare -= cost
        return Generated(
            description: .modifier(kind, content: content.description, secondary: secondary.map(\.description)),
            members: members, nodes: content.nodes + cost)
    }

    /// `.font`, `.lineLimit` (reaching every Text below, §18.4) or `.id` around `content`: no
    /// node of its own.
    mutating func wrapped(_ content: Generated) -> Generated {
        var result = content
        switch below(3) {
        case 0: result.description = .environment(.lineLimit(lineLimit()), content: content.description)
        case 1: result.description = .environment(.font(font()), content: content.description)
        default: result.description = .labelled(pick(["a", "row 1", "", "id \"q\""]), content: content.description)
        }
        return result
    }
}
